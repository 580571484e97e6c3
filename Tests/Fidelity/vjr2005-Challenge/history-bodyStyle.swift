// fixture: a rounded body Text that would wrap ("Body text for longer content that might wrap to multiple lines.") padded 16 in a 300-wide frame: the height proposal is 0, so it stays one line (52.333 = 32 + 20.333)
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: vjr2005/Challenge@27031e8d26f8d0de5e20c6267a7f01808b26f844 Libraries/DesignSystem/Tests/Snapshots/Atoms/DSTextSnapshotTests.swift bodyStyle; image Libraries/DesignSystem/Tests/Snapshots/Atoms/__Snapshots__/DSTextSnapshotTests/bodyStyle.1.png 900×157 px ÷ 3 = 300×52.333 pt
// expect root: width=300 height=52.333
Text("Body text for longer content that might wrap to multiple lines.")
    .font(.system(.body, design: .rounded))
    .padding()
    .frame(width: 300)
    .id("root")
