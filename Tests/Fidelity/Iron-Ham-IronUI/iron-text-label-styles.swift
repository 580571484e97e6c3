// fixture: VStack(leading, 8) of "Label Large" subheadline medium, "Label Medium" footnote medium, "Label Small" caption medium, padded 16; IronUI's harness wraps it in .fixedSize().padding(1) on a white background, sizeThatFits
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: Iron-Ham/IronUI@9ea152339a7d52b5ccaba98140037e97936c7fe7 Tests/IronUISnapshotTests/Primitives/IronTextSnapshotTests.swift textLabelStyles; image Tests/IronUISnapshotTests/Primitives/__Snapshots__/IronTextSnapshotTests/textLabelStyles.iPhone17Pro-standard-light.png 363×294 px ÷ 3 = 121×98 pt
// expect root: width=121 height=98
VStack(alignment: .leading, spacing: 8) {
    Text("Label Large")
        .font(.subheadline.weight(.medium))
    Text("Label Medium")
        .font(.footnote.weight(.medium))
    Text("Label Small")
        .font(.caption.weight(.medium))
}
.padding()
.fixedSize()
.padding(1)
.background(Color.white)
.id("root")
