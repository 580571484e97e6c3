// fixture: the same VStack at Dynamic Type AX5 (harness: .environment(\.dynamicTypeSize, .accessibility5) and the trait accessibilityExtraExtraExtraLarge); the 16-pt paddings do not scale; IronUI's harness wraps it in .fixedSize().padding(1) on a white background, sizeThatFits
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// dynamic-type: AX5
// source: Iron-Ham/IronUI@9ea152339a7d52b5ccaba98140037e97936c7fe7 Tests/IronUISnapshotTests/Primitives/IronTextSnapshotTests.swift textDynamicType; image Tests/IronUISnapshotTests/Primitives/__Snapshots__/IronTextSnapshotTests/textDynamicType.iPhone17Pro-accessibility-light.png 1240×688 px ÷ 3 = 413.333×229.333 pt
// expect root: width=413.333 height=229.333
VStack(alignment: .leading, spacing: 8) {
    Text("Headline")
        .font(.title2.weight(.semibold))
    Text("Body text content")
        .font(.callout)
    Text("Caption")
        .font(.caption.weight(.medium))
}
.padding()
.environment(\.dynamicTypeSize, .accessibility5)
.fixedSize()
.padding(1)
.background(Color.white)
.id("root")
