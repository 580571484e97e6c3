// fixture: three 12-pt circles, 12-pt spacing, padded 16 (sizeThatFits: fixed frames ignore the 0×0 proposal)
// class: stacks
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: vjr2005/Challenge@69e327976cd9ea89097581b367648fcdeb2dcb78 Libraries/DesignSystem/Tests/Snapshots/Atoms/DSStatusIndicatorSnapshotTests.swift defaultSize; image Libraries/DesignSystem/Tests/Snapshots/Atoms/__Snapshots__/DSStatusIndicatorSnapshotTests/defaultSize.1.png 276×132 px ÷ 3 = 92×44 pt; view Libraries/DesignSystem/Sources/Atoms/Indicators/DSStatusIndicator.swift (default size theme.dimensions.sm = 12)
// expect root: width=92 height=44
HStack(spacing: 12) {
    Circle()
        .fill(Color.green)
        .frame(width: 12, height: 12)
    Circle()
        .fill(Color.green)
        .frame(width: 12, height: 12)
    Circle()
        .fill(Color.green)
        .frame(width: 12, height: 12)
}
.padding()
.id("root")
