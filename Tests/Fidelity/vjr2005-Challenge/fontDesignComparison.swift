// fixture: "The quick brown fox jumps" in rounded body, serif subheadline and monospaced caption2, each under a caption label, 320 wide
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: vjr2005/Challenge@69e327976cd9ea89097581b367648fcdeb2dcb78 Libraries/DesignSystem/Tests/Snapshots/Theme/DSTypographySnapshotTests.swift fontDesignComparison; image Libraries/DesignSystem/Tests/Snapshots/Theme/__Snapshots__/DSTypographySnapshotTests/fontDesignComparison.1.png 960×512 px ÷ 3 = 320×170.667 pt; ink bands (px) 56–89, 115–161, 220–252, 277–321, 377–410, 429–461; sample ink widths 197.333 (rounded body), 188.667 (serif subheadline), 168.333 (mono caption2) pt
// expect root: width=320 height=170.667
VStack(alignment: .leading, spacing: 16) {
    VStack(alignment: .leading, spacing: 4) {
        Text("Rounded (titles, body)")
            .font(.system(.caption, design: .rounded, weight: .semibold))
        Text("The quick brown fox jumps")
            .font(.system(.body, design: .rounded))
    }
    VStack(alignment: .leading, spacing: 4) {
        Text("Serif (subheadline)")
            .font(.system(.caption, design: .rounded, weight: .semibold))
        Text("The quick brown fox jumps")
            .font(.system(.subheadline, design: .serif))
    }
    VStack(alignment: .leading, spacing: 4) {
        Text("Monospaced (caption2)")
            .font(.system(.caption, design: .rounded, weight: .semibold))
        Text("The quick brown fox jumps")
            .font(.system(.caption2, design: .monospaced))
    }
}
.padding()
.frame(width: 320, alignment: .leading)
.background(Color.white)
.id("root")
