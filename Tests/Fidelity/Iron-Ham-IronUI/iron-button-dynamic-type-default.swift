// fixture: a medium IronButton "Submit Form" (subheadline-medium label padded 16×12, min 44×44, radius 8) padded 16, default Dynamic Type; IronUI's harness wraps it in .fixedSize().padding(1) on a white background, sizeThatFits
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: Iron-Ham/IronUI@9ea152339a7d52b5ccaba98140037e97936c7fe7 Tests/IronUISnapshotTests/Primitives/IronButtonSnapshotTests.swift buttonDynamicType; image Tests/IronUISnapshotTests/Primitives/__Snapshots__/IronButtonSnapshotTests/buttonDynamicType.iPhone17Pro-standard-light.png 468×234 px ÷ 3 = 156×78 pt; fill x 51…417, y 51…183 px
// expect root: width=156 height=78
// expect button: x=17 y=17 width=122 height=44
Button {} label: {
    Text("Submit Form")
        .font(.subheadline.weight(.medium))
        .fontWeight(.medium)
        .padding(.horizontal, 16)
        .padding(.vertical, 12)
        .frame(minWidth: 44, minHeight: 44)
        .background(Color.blue)
        .clipShape(RoundedRectangle(cornerRadius: 8))
}
.buttonStyle(.plain)
.id("button")
.padding()
.fixedSize()
.padding(1)
.background(Color.white)
.id("root")
