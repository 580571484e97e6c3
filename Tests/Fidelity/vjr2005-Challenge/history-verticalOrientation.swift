// fixture: a caption label "Species" over a body value "Human" (VStack spacing 2), padded: 32×34 = padding + the 2-pt spacing between two 0×0 Texts (sizeThatFits: the image is the root's size for a 0×0 proposal, where a Text is 0×0)
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: vjr2005/Challenge@27031e8d26f8d0de5e20c6267a7f01808b26f844 Libraries/DesignSystem/Tests/Snapshots/Molecules/DSLabeledValueSnapshotTests.swift verticalOrientation; image Libraries/DesignSystem/Tests/Snapshots/Molecules/__Snapshots__/DSLabeledValueSnapshotTests/verticalOrientation.1.png 96×102 px ÷ 3 = 32×34 pt; view Libraries/DesignSystem/Sources/Molecules/DSLabeledValue.swift
// expect root: width=32 height=34
VStack(alignment: .leading, spacing: 2) {
    Text("Species")
        .font(.system(.caption, design: .rounded))
    Text("Human")
        .font(.system(.body, design: .rounded))
}
.padding()
.id("root")
