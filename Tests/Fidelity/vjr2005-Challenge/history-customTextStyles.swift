// fixture: two label/value pairs with footnote/title3 and caption2/headline fonts ("Title"/"Large Value", "Subtitle"/"Headline Value"), VStack(spacing: 16), padded: 32×52 = 32 + 2 × 2 + 16 (sizeThatFits: the image is the root's size for a 0×0 proposal, where a Text is 0×0)
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: vjr2005/Challenge@27031e8d26f8d0de5e20c6267a7f01808b26f844 Libraries/DesignSystem/Tests/Snapshots/Molecules/DSLabeledValueSnapshotTests.swift customTextStyles; image Libraries/DesignSystem/Tests/Snapshots/Molecules/__Snapshots__/DSLabeledValueSnapshotTests/customTextStyles.1.png 96×156 px ÷ 3 = 32×52 pt; view Libraries/DesignSystem/Sources/Molecules/DSLabeledValue.swift
// expect root: width=32 height=52
VStack(alignment: .leading, spacing: 16) {
    VStack(alignment: .leading, spacing: 2) {
        Text("Title")
            .font(.system(.footnote, design: .rounded))
        Text("Large Value")
            .font(.system(.title3, design: .rounded, weight: .semibold))
    }
    VStack(alignment: .leading, spacing: 2) {
        Text("Subtitle")
            .font(.system(.caption2, design: .monospaced))
        Text("Headline Value")
            .font(.system(.headline, design: .rounded, weight: .semibold))
    }
}
.padding()
.id("root")
