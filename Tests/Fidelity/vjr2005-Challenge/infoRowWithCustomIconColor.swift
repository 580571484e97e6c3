// fixture: an info row: heart.fill symbol in a 24-pt column, caption "Status" over body "Alive" (2-pt spacing), padded 16, 320 wide
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: vjr2005/Challenge@69e327976cd9ea89097581b367648fcdeb2dcb78 Libraries/DesignSystem/Tests/Snapshots/Molecules/DSInfoRowSnapshotTests.swift infoRowWithCustomIconColor; image Libraries/DesignSystem/Tests/Snapshots/Molecules/__Snapshots__/DSInfoRowSnapshotTests/infoRowWithCustomIconColor.1.png 960×206 px ÷ 3 = 320×68.667 pt; view Libraries/DesignSystem/Sources/Molecules/DSInfoRow.swift; 68.667 − 32 = 36.667 = caption line 14.333 + 2 + body line 20.333
// expect root: width=320 height=68.667
HStack(spacing: 12) {
    Image(systemName: "heart.fill")
        .font(.system(.body, design: .rounded))
        .frame(width: 24)
    VStack(alignment: .leading, spacing: 2) {
        Text("Status")
            .font(.system(.caption, design: .rounded))
        Text("Alive")
            .font(.system(.body, design: .rounded))
    }
    Spacer()
}
.padding()
.frame(width: 320)
.id("root")
