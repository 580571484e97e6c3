// fixture: three 16-pt circles, 12-pt spacing, padded 16 (sizeThatFits: fixed frames ignore the 0×0 proposal)
// class: stacks
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: vjr2005/Challenge@69e327976cd9ea89097581b367648fcdeb2dcb78 Libraries/DesignSystem/Tests/Snapshots/Atoms/DSStatusIndicatorSnapshotTests.swift largeSize; image Libraries/DesignSystem/Tests/Snapshots/Atoms/__Snapshots__/DSStatusIndicatorSnapshotTests/largeSize.1.png 312×144 px ÷ 3 = 104×48 pt; view Libraries/DesignSystem/Sources/Atoms/Indicators/DSStatusIndicator.swift (default size theme.dimensions.sm = 12)
// expect root: width=104 height=48
HStack(spacing: 12) {
    Circle()
        .fill(Color.green)
        .frame(width: 16, height: 16)
    Circle()
        .fill(Color.green)
        .frame(width: 16, height: 16)
    Circle()
        .fill(Color.green)
        .frame(width: 16, height: 16)
}
.padding()
.id("root")
