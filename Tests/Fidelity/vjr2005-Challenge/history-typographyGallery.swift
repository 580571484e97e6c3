// fixture: ten Texts, one per text style, in a VStack(spacing: 12), padded: 32×140 = padding + 9 × 12 (sizeThatFits: the image is the root's size for a 0×0 proposal, where a Text is 0×0)
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: vjr2005/Challenge@27031e8d26f8d0de5e20c6267a7f01808b26f844 Libraries/DesignSystem/Tests/Snapshots/Atoms/DSTextSnapshotTests.swift typographyGallery; image Libraries/DesignSystem/Tests/Snapshots/Atoms/__Snapshots__/DSTextSnapshotTests/typographyGallery.1.png 96×420 px ÷ 3 = 32×140 pt
// expect root: width=32 height=140
VStack(alignment: .leading, spacing: 12) {
    Text("Large Title")
        .font(.system(.largeTitle, design: .rounded, weight: .bold))
    Text("Title")
        .font(.system(.title, design: .rounded, weight: .bold))
    Text("Title 2")
        .font(.system(.title2, design: .rounded, weight: .semibold))
    Text("Title 3")
        .font(.system(.title3, design: .rounded, weight: .semibold))
    Text("Headline")
        .font(.system(.headline, design: .rounded, weight: .semibold))
    Text("Body")
        .font(.system(.body, design: .rounded))
    Text("Subheadline")
        .font(.system(.subheadline, design: .serif))
    Text("Footnote")
        .font(.system(.footnote, design: .rounded))
    Text("Caption")
        .font(.system(.caption, design: .rounded))
    Text("Caption 2")
        .font(.system(.caption2, design: .monospaced))
}
.padding()
.id("root")
