// fixture: five text styles with real content, 320 wide; under the 0×0 sizeThatFits proposal the long body line stays ONE truncated line (ink 283.333 pt wide, rows 333–380 px) instead of wrapping
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: vjr2005/Challenge@69e327976cd9ea89097581b367648fcdeb2dcb78 Libraries/DesignSystem/Tests/Snapshots/Theme/DSTypographySnapshotTests.swift typographyHierarchy; image Libraries/DesignSystem/Tests/Snapshots/Theme/__Snapshots__/DSTypographySnapshotTests/typographyHierarchy.1.png 960×599 px ÷ 3 = 320×199.667 pt; five ink bands (px) 70–165, 221–270, 333–380, 428–462, 516–549: one line each, the body line ends in an ellipsis at the 288-pt width
// expect root: width=320 height=199.667
VStack(alignment: .leading, spacing: 12) {
    Text("Page Title")
        .font(.system(.largeTitle, design: .rounded, weight: .bold))
    Text("Section Header")
        .font(.system(.title2, design: .rounded, weight: .semibold))
    Text("This is the main body text that provides detailed information.")
        .font(.system(.body, design: .rounded))
    Text("Additional context in subheadline")
        .font(.system(.subheadline, design: .serif))
    Text("Last updated: 2024-01-15")
        .font(.system(.caption, design: .rounded))
}
.padding()
.frame(width: 320, alignment: .leading)
.background(Color.white)
.id("root")
