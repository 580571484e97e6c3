// fixture: the design system's ten text styles (SF Rounded / New York / SF Mono designs) stacked with 12-pt spacing, padded 16, 320 wide
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: vjr2005/Challenge@69e327976cd9ea89097581b367648fcdeb2dcb78 Libraries/DesignSystem/Tests/Snapshots/Theme/DSTypographySnapshotTests.swift typographyGallery; image Libraries/DesignSystem/Tests/Snapshots/Theme/__Snapshots__/DSTypographySnapshotTests/typographyGallery.1.png 960×1101 px ÷ 3 = 320×367 pt; fonts Libraries/DesignSystem/Sources/Theme/Default/DefaultTypography.swift; height = 10 single lines + 9 × 12 + 32
// expect root: width=320 height=367
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
.frame(width: 320, alignment: .leading)
.background(Color.white)
.id("root")
