// fixture: the design system's tertiary button "Tertiary", padded 16, in a 320-wide frame
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: vjr2005/Challenge@69e327976cd9ea89097581b367648fcdeb2dcb78 Libraries/DesignSystem/Tests/Snapshots/Atoms/DSButtonSnapshotTests.swift tertiaryButton; image Libraries/DesignSystem/Tests/Snapshots/Atoms/__Snapshots__/DSButtonSnapshotTests/tertiaryButton.1.png 960×205 px ÷ 3 = 320×68.333 pt; view Libraries/DesignSystem/Sources/Atoms/Buttons/DSButton.swift (headline rounded semibold; primary 16/12 padding, full width; secondary/tertiary 12/8 padding, hugging; corner radius 12); fill ink x 355–606, y 48–157 px: 83.667×36.333 (text 59.667 × 20.333), centred in 320: (320 − 83.667) / 2 = 118.167, drawn from pixel 355
// expect root: width=320 height=68.333
// expect button: x=118.333 y=16 width=83.667 height=36.333
Button(action: {}) {
    HStack(spacing: 8) {
        Text("Tertiary")
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
