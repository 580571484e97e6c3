// fixture: VStack(leading, 10) of "Title Large" headline, "Title Medium" subheadline medium, "Title Small" footnote medium, padded 16; IronUI's harness wraps it in .fixedSize().padding(1) on a white background, sizeThatFits
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: Iron-Ham/IronUI@9ea152339a7d52b5ccaba98140037e97936c7fe7 Tests/IronUISnapshotTests/Primitives/IronTextSnapshotTests.swift textTitleStyles; image Tests/IronUISnapshotTests/Primitives/__Snapshots__/IronTextSnapshotTests/textTitleStyles.iPhone17Pro-standard-light.png 375×324 px ÷ 3 = 125×108 pt
// expect root: width=125 height=108
VStack(alignment: .leading, spacing: 10) {
    Text("Title Large")
        .font(.headline)
    Text("Title Medium")
        .font(.subheadline.weight(.medium))
    Text("Title Small")
        .font(.footnote.weight(.medium))
}
.padding()
.fixedSize()
.padding(1)
.background(Color.white)
.id("root")
