// fixture: VStack(leading, 8) of "Headline" title2 semibold, "Body text content" callout, "Caption" caption medium, padded 16, default Dynamic Type (large); IronUI's harness wraps it in .fixedSize().padding(1) on a white background, sizeThatFits
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: Iron-Ham/IronUI@9ea152339a7d52b5ccaba98140037e97936c7fe7 Tests/IronUISnapshotTests/Primitives/IronTextSnapshotTests.swift textDynamicType; image Tests/IronUISnapshotTests/Primitives/__Snapshots__/IronTextSnapshotTests/textDynamicType.iPhone17Pro-standard-light.png 488×330 px ÷ 3 = 162.667×110 pt
// expect root: width=162.667 height=110
VStack(alignment: .leading, spacing: 8) {
    Text("Headline")
        .font(.title2.weight(.semibold))
    Text("Body text content")
        .font(.callout)
    Text("Caption")
        .font(.caption.weight(.medium))
}
.padding()
.fixedSize()
.padding(1)
.background(Color.white)
.id("root")
