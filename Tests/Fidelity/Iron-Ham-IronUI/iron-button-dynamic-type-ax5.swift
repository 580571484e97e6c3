// fixture: a medium IronButton "Submit Form" (subheadline-medium label padded 16×12, min 44×44, radius 8) padded 16, at Dynamic Type AX5 (the paddings are theme constants and do not scale); IronUI's harness wraps it in .fixedSize().padding(1) on a white background, sizeThatFits
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// dynamic-type: AX5
// source: Iron-Ham/IronUI@9ea152339a7d52b5ccaba98140037e97936c7fe7 Tests/IronUISnapshotTests/Primitives/IronButtonSnapshotTests.swift buttonDynamicType; image Tests/IronUISnapshotTests/Primitives/__Snapshots__/IronButtonSnapshotTests/buttonDynamicType.iPhone17Pro-accessibility-light.png 1019×350 px ÷ 3 = 339.667×116.667 pt; fill x 51…968 px on row 175; height (350 − 102) / 3
// expect root: width=339.667 height=116.667
// expect button: x=17 width=305.667 height=82.667
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
.environment(\.dynamicTypeSize, .accessibility5)
.fixedSize()
.padding(1)
.background(Color.white)
.id("root")
