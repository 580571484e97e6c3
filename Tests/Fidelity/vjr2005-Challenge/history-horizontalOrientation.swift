// fixture: caption "Species", Spacer, body "Human" in an HStack padded 16 in a 300-wide frame: one body line tall (52.333 = 32 + 20.333)
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: vjr2005/Challenge@27031e8d26f8d0de5e20c6267a7f01808b26f844 Libraries/DesignSystem/Tests/Snapshots/Molecules/DSLabeledValueSnapshotTests.swift horizontalOrientation; image Libraries/DesignSystem/Tests/Snapshots/Molecules/__Snapshots__/DSLabeledValueSnapshotTests/horizontalOrientation.1.png 900×157 px ÷ 3 = 300×52.333 pt; view Libraries/DesignSystem/Sources/Molecules/DSLabeledValue.swift
// expect root: width=300 height=52.333
HStack {
    Text("Species")
        .font(.system(.caption, design: .rounded))
    Spacer()
    Text("Human")
        .font(.system(.body, design: .rounded))
}
.padding()
.frame(width: 300)
.id("root")
