// fixture: six headline Texts in a VStack(spacing: 12), padded: 32×92 = padding + 5 × 12, every Text 0×0 (sizeThatFits: the image is the root's size for a 0×0 proposal, where a Text is 0×0)
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: vjr2005/Challenge@27031e8d26f8d0de5e20c6267a7f01808b26f844 Libraries/DesignSystem/Tests/Snapshots/Atoms/DSTextSnapshotTests.swift customColors; image Libraries/DesignSystem/Tests/Snapshots/Atoms/__Snapshots__/DSTextSnapshotTests/customColors.1.png 96×276 px ÷ 3 = 32×92 pt
// expect root: width=32 height=92
VStack(alignment: .leading, spacing: 12) {
    Text("Success Color")
        .font(.system(.headline, design: .rounded, weight: .semibold))
    Text("Error Color")
        .font(.system(.headline, design: .rounded, weight: .semibold))
    Text("Warning Color")
        .font(.system(.headline, design: .rounded, weight: .semibold))
    Text("Accent Color")
        .font(.system(.headline, design: .rounded, weight: .semibold))
    Text("Secondary Color")
        .font(.system(.headline, design: .rounded, weight: .semibold))
    Text("Tertiary Color")
        .font(.system(.headline, design: .rounded, weight: .semibold))
}
.padding()
.id("root")
