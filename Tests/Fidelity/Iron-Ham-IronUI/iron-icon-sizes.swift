// fixture: HStack(spacing: 24) of three VStack(spacing: 8) columns: SF Symbol star.fill in footnote/.small, callout/.medium, body/.large over a caption-medium label ("Small", "Medium", "Large"), padded 16; IronUI's harness wraps it in .fixedSize().padding(1) on a white background, sizeThatFits
// class: symbols
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: Iron-Ham/IronUI@9ea152339a7d52b5ccaba98140037e97936c7fe7 Tests/IronUISnapshotTests/Primitives/IronIconSnapshotTests.swift iconSizes; image Tests/IronUISnapshotTests/Primitives/__Snapshots__/IronIconSnapshotTests/iconSizes.iPhone17Pro-standard-light.png 580×249 px ÷ 3 = 193.333×83 pt
// expect root: width=193.333 height=83
HStack(spacing: 24) {
    VStack(spacing: 8) {
        Image(systemName: "star.fill")
            .font(.footnote)
            .imageScale(.small)
        Text("Small")
            .font(.caption.weight(.medium))
    }
    VStack(spacing: 8) {
        Image(systemName: "star.fill")
            .font(.callout)
            .imageScale(.medium)
        Text("Medium")
            .font(.caption.weight(.medium))
    }
    VStack(spacing: 8) {
        Image(systemName: "star.fill")
            .font(.body)
            .imageScale(.large)
        Text("Large")
            .font(.caption.weight(.medium))
    }
}
.padding()
.fixedSize()
.padding(1)
.background(Color.white)
.id("root")
