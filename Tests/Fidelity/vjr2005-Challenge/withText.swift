// fixture: a plain TextField (placeholder "e.g. Human, Alien...", text "Human") in rounded body with 12/8 padding and a border, padded 16, 320 wide: 70 = 32 + 16 + a 22-pt text-field line (a Text line is 20.333)
// class: controls
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: vjr2005/Challenge@69e327976cd9ea89097581b367648fcdeb2dcb78 Libraries/DesignSystem/Tests/Snapshots/Atoms/DSTextFieldSnapshotTests.swift withText; image Libraries/DesignSystem/Tests/Snapshots/Atoms/__Snapshots__/DSTextFieldSnapshotTests/withText.1.png 960×210 px ÷ 3 = 320×70 pt; view Libraries/DesignSystem/Sources/Atoms/TextFields/DSTextField.swift (TextField, rounded body font, 12/8 padding, 1-pt stroke); field stroke ink x 46–914, y 46–164 px = the 288×38 frame at (16, 16) ± 0.5
// expect root: width=320 height=70
// expect field: width=288 height=38
TextField("e.g. Human, Alien...", text: .constant("Human"))
    .font(.system(.body, design: .rounded))
    .padding(.horizontal, 12)
    .padding(.vertical, 8)
    .background(Color.gray.opacity(0.1))
    .clipShape(RoundedRectangle(cornerRadius: 12))
    .overlay { RoundedRectangle(cornerRadius: 12).stroke(Color.gray, lineWidth: 1) }
    .id("field")
.padding()
.frame(width: 320)
.id("root")
