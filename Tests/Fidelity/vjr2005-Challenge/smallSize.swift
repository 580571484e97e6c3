// fixture: three 8-pt circles, 12-pt spacing, padded 16 (sizeThatFits: fixed frames ignore the 0×0 proposal)
// class: stacks
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: vjr2005/Challenge@69e327976cd9ea89097581b367648fcdeb2dcb78 Libraries/DesignSystem/Tests/Snapshots/Atoms/DSStatusIndicatorSnapshotTests.swift smallSize; image Libraries/DesignSystem/Tests/Snapshots/Atoms/__Snapshots__/DSStatusIndicatorSnapshotTests/smallSize.1.png 240×120 px ÷ 3 = 80×40 pt; view Libraries/DesignSystem/Sources/Atoms/Indicators/DSStatusIndicator.swift (default size theme.dimensions.sm = 12)
// expect root: width=80 height=40
HStack(spacing: 12) {
    Circle()
        .fill(Color.green)
        .frame(width: 8, height: 8)
    Circle()
        .fill(Color.green)
        .frame(width: 8, height: 8)
    Circle()
        .fill(Color.green)
        .frame(width: 8, height: 8)
}
.padding()
.id("root")
