// fixture: two bordered TextFields (empty; "Parasite") in a VStack(spacing: 12), padded 16, 320 wide: 120 = 32 + 2 × 38 + 12
// class: controls
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: vjr2005/Challenge@69e327976cd9ea89097581b367648fcdeb2dcb78 Libraries/DesignSystem/Tests/Snapshots/Atoms/DSTextFieldSnapshotTests.swift textFieldGallery; image Libraries/DesignSystem/Tests/Snapshots/Atoms/__Snapshots__/DSTextFieldSnapshotTests/textFieldGallery.1.png 960×360 px ÷ 3 = 320×120 pt; view Libraries/DesignSystem/Sources/Atoms/TextFields/DSTextField.swift (TextField, rounded body font, 12/8 padding, 1-pt stroke); field stroke ink x 46–914, y 46–164 px = the 288×38 frame at (16, 16) ± 0.5
// expect root: width=320 height=120
VStack(spacing: 12) {
    TextField("e.g. Human, Alien...", text: .constant(""))
        .font(.system(.body, design: .rounded))
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .background(Color.gray.opacity(0.1))
        .clipShape(RoundedRectangle(cornerRadius: 12))
        .overlay { RoundedRectangle(cornerRadius: 12).stroke(Color.gray, lineWidth: 1) }
        .id("f1")
    TextField("e.g. Parasite, Robot...", text: .constant("Parasite"))
        .font(.system(.body, design: .rounded))
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .background(Color.gray.opacity(0.1))
        .clipShape(RoundedRectangle(cornerRadius: 12))
        .overlay { RoundedRectangle(cornerRadius: 12).stroke(Color.gray, lineWidth: 1) }
        .id("f2")
}
.padding()
.frame(width: 320)
.id("root")
