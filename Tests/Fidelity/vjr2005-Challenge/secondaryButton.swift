// fixture: the design system's secondary button "Secondary", padded 16, in a 320-wide frame
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// tolerance: 0.5
// source: vjr2005/Challenge@69e327976cd9ea89097581b367648fcdeb2dcb78 Libraries/DesignSystem/Tests/Snapshots/Atoms/DSButtonSnapshotTests.swift secondaryButton; image Libraries/DesignSystem/Tests/Snapshots/Atoms/__Snapshots__/DSButtonSnapshotTests/secondaryButton.1.png 960×205 px ÷ 3 = 320×68.333 pt; view Libraries/DesignSystem/Sources/Atoms/Buttons/DSButton.swift (headline rounded semibold; primary 16/12 padding, full width; secondary/tertiary 12/8 padding, hugging; corner radius 12); the 1-pt stroke is centred on the edge: ink x 315–645, y 46–159 px is the frame ± 0.5 pt, whose half-covered edge pixels fit a 108.667×36.333 frame at x 105.667 (text 84.667)
// expect root: width=320 height=68.333
// expect button: x=105.667 y=16 width=108.667 height=36.333
Button(action: {}) {
    HStack(spacing: 8) {
        Text("Secondary")
    }
    .font(.system(.headline, design: .rounded, weight: .semibold))
    .padding(.horizontal, 12)
    .padding(.vertical, 8)
    .background(Color.clear)
    .clipShape(RoundedRectangle(cornerRadius: 12))
    .overlay { RoundedRectangle(cornerRadius: 12).stroke(Color.blue, lineWidth: 1) }
}
.id("button")
.padding()
.frame(width: 320)
.id("root")
