// fixture: Image(systemName: "line.3.horizontal.decrease.circle") with a 3 count capsule overlaid at its top trailing corner (an overlay: the layout is the symbol's), padded 16
// class: symbols
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: vjr2005/Challenge@69e327976cd9ea89097581b367648fcdeb2dcb78 Libraries/DesignSystem/Tests/Snapshots/Atoms/DSBadgeSnapshotTests.swift singleDigit; image Libraries/DesignSystem/Tests/Snapshots/Atoms/__Snapshots__/DSBadgeSnapshotTests/singleDigit.1.png 155×153 px ÷ 3 = 51.667×51 pt; the overlay does not change the image size (same 155×153 px as noBadge)
// expect root: width=51.667 height=51
Image(systemName: "line.3.horizontal.decrease.circle")
    .overlay(alignment: .topTrailing) {
        Text("3")
            .font(.system(.caption2, design: .monospaced).bold())
            .padding(.horizontal, 2)
            .frame(minWidth: 12, minHeight: 12)
            .background(Color.blue)
            .clipShape(Capsule())
            .offset(x: 4, y: -4)
    }
    .padding()
    .id("root")
