// fixture: the design system's secondary button "With Icon" with Image(systemName: "plus"), padded 16, in a 320-wide frame
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// tolerance: 0.5
// source: vjr2005/Challenge@69e327976cd9ea89097581b367648fcdeb2dcb78 Libraries/DesignSystem/Tests/Snapshots/Atoms/DSButtonSnapshotTests.swift secondaryButtonWithIcon; image Libraries/DesignSystem/Tests/Snapshots/Atoms/__Snapshots__/DSButtonSnapshotTests/secondaryButtonWithIcon.1.png 960×205 px ÷ 3 = 320×68.333 pt; view Libraries/DesignSystem/Sources/Atoms/Buttons/DSButton.swift (headline rounded semibold; primary 16/12 padding, full width; secondary/tertiary 12/8 padding, hugging; corner radius 12); stroke ink x 291–670, y 46–159 px = frame ± 0.5 pt with half-covered edge pixels → 125×36.333 at x 97.667 ((320 − 125) / 2 = 97.5, drawn from pixel 293)
// expect root: width=320 height=68.333
// expect button: x=97.667 y=16 width=125 height=36.333
Button(action: {}) {
    HStack(spacing: 8) {
        Image(systemName: "plus")
            Text("With Icon")
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
