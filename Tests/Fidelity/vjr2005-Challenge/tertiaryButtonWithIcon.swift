// fixture: the design system's tertiary button "With Icon" with Image(systemName: "gear"), padded 16, in a 320-wide frame
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: vjr2005/Challenge@69e327976cd9ea89097581b367648fcdeb2dcb78 Libraries/DesignSystem/Tests/Snapshots/Atoms/DSButtonSnapshotTests.swift tertiaryButtonWithIcon; image Libraries/DesignSystem/Tests/Snapshots/Atoms/__Snapshots__/DSButtonSnapshotTests/tertiaryButtonWithIcon.1.png 960×209 px ÷ 3 = 320×69.667 pt; view Libraries/DesignSystem/Sources/Atoms/Buttons/DSButton.swift (headline rounded semibold; primary 16/12 padding, full width; secondary/tertiary 12/8 padding, hugging; corner radius 12); fill ink x 288–673, y 48–161 px: 128.333×37.667; the gear symbol at headline size makes the row 21.667 tall (37.667 − 16), 1.333 more than the text line
// expect root: width=320 height=69.667
// expect button: x=96 y=16 width=128.333 height=37.667
Button(action: {}) {
    HStack(spacing: 8) {
        Image(systemName: "gear")
            Text("With Icon")
    }
    .font(.system(.headline, design: .rounded, weight: .semibold))
    .padding(.horizontal, 12)
    .padding(.vertical, 8)
    .background(Color.blue.opacity(0.15))
    .clipShape(RoundedRectangle(cornerRadius: 12))
}
.id("button")
.padding()
.frame(width: 320)
.id("root")
