// fixture: a selected (filled) chip: serif subheadline Text "Alive" with 12/8 padding in a capsule, plain Button, padded 16, centred in a 200×60 window
// class: text
// strategy: fixed 200x60
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: vjr2005/Challenge@69e327976cd9ea89097581b367648fcdeb2dcb78 Libraries/DesignSystem/Tests/Snapshots/Atoms/DSChipSnapshotTests.swift selectedChip; image Libraries/DesignSystem/Tests/Snapshots/Atoms/__Snapshots__/DSChipSnapshotTests/selectedChip.1.png 600×180 px ÷ 3 = 200×60 pt; strategy .component(size: 200×60) hosts the view in a UIWindow of that size (Libraries/SnapshotTestKit/Sources/SnapshotTestKit.swift); view Libraries/DesignSystem/Sources/Atoms/Chips/DSChip.swift; capsule ink x 212–388, y 39–141 px = x 70.667 y 13, 58.667×34 pt (text 34.667 × 18)
// expect alive: x=70.667 y=13 width=58.667 height=34
Button(action: {}) {
    Text("Alive")
        .font(.system(.subheadline, design: .serif))
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .background(Color.blue, in: .capsule)
        .clipShape(.capsule)
}
.buttonStyle(.plain)
.id("alive")
.padding()
