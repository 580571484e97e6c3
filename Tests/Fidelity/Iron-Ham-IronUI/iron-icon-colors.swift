// fixture: HStack(spacing: 20) of five SF Symbol circle.fill in callout/.medium (colours only differ), padded 16; IronUI's harness wraps it in .fixedSize().padding(1) on a white background, sizeThatFits
// class: symbols
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: Iron-Ham/IronUI@9ea152339a7d52b5ccaba98140037e97936c7fe7 Tests/IronUISnapshotTests/Primitives/IronIconSnapshotTests.swift iconColors; image Tests/IronUISnapshotTests/Primitives/__Snapshots__/IronIconSnapshotTests/iconColors.iPhone17Pro-standard-light.png 622×156 px ÷ 3 = 207.333×52 pt
// expect root: width=207.333 height=52
HStack(spacing: 20) {
    Image(systemName: "circle.fill")
            .font(.callout)
            .imageScale(.medium)
    Image(systemName: "circle.fill")
            .font(.callout)
            .imageScale(.medium)
    Image(systemName: "circle.fill")
            .font(.callout)
            .imageScale(.medium)
    Image(systemName: "circle.fill")
            .font(.callout)
            .imageScale(.medium)
    Image(systemName: "circle.fill")
            .font(.callout)
            .imageScale(.medium)
}
.padding()
.fixedSize()
.padding(1)
.background(Color.white)
.id("root")
