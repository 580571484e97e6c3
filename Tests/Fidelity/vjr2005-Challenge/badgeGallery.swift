// fixture: four Image(systemName: "bell") at body size (three with count overlays) in an HStack with 20-pt spacing, padded 16
// class: symbols
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: vjr2005/Challenge@69e327976cd9ea89097581b367648fcdeb2dcb78 Libraries/DesignSystem/Tests/Snapshots/Atoms/DSBadgeSnapshotTests.swift badgeGallery; image Libraries/DesignSystem/Tests/Snapshots/Atoms/__Snapshots__/DSBadgeSnapshotTests/badgeGallery.1.png 504×154 px ÷ 3 = 168×51.333 pt; 168 = 32 + 4 × bell + 3 × 20 → bell 19 wide; 51.333 − 32 = 19.333 tall
// expect root: width=168 height=51.333
HStack(spacing: 20) {
    Image(systemName: "bell")
    Image(systemName: "bell")
    Image(systemName: "bell")
    Image(systemName: "bell")
}
.padding()
.id("root")
