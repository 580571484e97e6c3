// fixture: VStack(leading, 8) of "Body Large - Lorem ipsum" body, "Body Medium - Lorem ipsum" callout, "Body Small - Lorem ipsum" footnote, padded 16; IronUI's harness wraps it in .fixedSize().padding(1) on a white background, sizeThatFits
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: Iron-Ham/IronUI@9ea152339a7d52b5ccaba98140037e97936c7fe7 Tests/IronUISnapshotTests/Primitives/IronTextSnapshotTests.swift textBodyStyles; image Tests/IronUISnapshotTests/Primitives/__Snapshots__/IronTextSnapshotTests/textBodyStyles.iPhone17Pro-standard-light.png 729×316 px ÷ 3 = 243×105.333 pt
// expect root: width=243 height=105.333
VStack(alignment: .leading, spacing: 8) {
    Text("Body Large - Lorem ipsum")
        .font(.body)
    Text("Body Medium - Lorem ipsum")
        .font(.callout)
    Text("Body Small - Lorem ipsum")
        .font(.footnote)
}
.padding()
.fixedSize()
.padding(1)
.background(Color.white)
.id("root")
