// fixture: the design system's primary button "Primary Button", padded 16, in a 320-wide frame
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: vjr2005/Challenge@69e327976cd9ea89097581b367648fcdeb2dcb78 Libraries/DesignSystem/Tests/Snapshots/Atoms/DSButtonSnapshotTests.swift primaryButton; image Libraries/DesignSystem/Tests/Snapshots/Atoms/__Snapshots__/DSButtonSnapshotTests/primaryButton.1.png 960×229 px ÷ 3 = 320×76.333 pt; view Libraries/DesignSystem/Sources/Atoms/Buttons/DSButton.swift (headline rounded semibold; primary 16/12 padding, full width; secondary/tertiary 12/8 padding, hugging; corner radius 12); fill ink x 48–912, y 48–181 px; 44.333 = 24 + one headline line 20.333
// expect root: width=320 height=76.333
// expect button: x=16 y=16 width=288 height=44.333
Button(action: {}) {
    HStack(spacing: 8) {
        Text("Primary Button")
    }
    .font(.system(.headline, design: .rounded, weight: .semibold))
    .padding(.horizontal, 16)
    .padding(.vertical, 12)
    .frame(maxWidth: .infinity)
    .background(Color.blue)
    .clipShape(RoundedRectangle(cornerRadius: 12))
}
.id("button")
.padding()
.frame(width: 320)
.id("root")
