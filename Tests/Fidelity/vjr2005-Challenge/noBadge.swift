// fixture: Image(systemName: "line.3.horizontal.decrease.circle") at the default body font, padded 16 (the badge overlay is absent for count 0)
// class: symbols
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: vjr2005/Challenge@69e327976cd9ea89097581b367648fcdeb2dcb78 Libraries/DesignSystem/Tests/Snapshots/Atoms/DSBadgeSnapshotTests.swift noBadge; image Libraries/DesignSystem/Tests/Snapshots/Atoms/__Snapshots__/DSBadgeSnapshotTests/noBadge.1.png 155×153 px ÷ 3 = 51.667×51 pt; view Libraries/DesignSystem/Sources/Atoms/Badges/DSBadge.swift; symbol = 51.667 − 32 = 19.667 wide, 51 − 32 = 19 tall
// expect root: width=51.667 height=51
Image(systemName: "line.3.horizontal.decrease.circle")
    .padding()
    .id("root")
