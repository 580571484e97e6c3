// fixture: three horizontal label/value rows in a VStack(spacing: 12), padded, 300 wide: 117 = 32 + 3 × 20.333 + 2 × 12
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: vjr2005/Challenge@27031e8d26f8d0de5e20c6267a7f01808b26f844 Libraries/DesignSystem/Tests/Snapshots/Molecules/DSLabeledValueSnapshotTests.swift horizontalOrientationGallery; image Libraries/DesignSystem/Tests/Snapshots/Molecules/__Snapshots__/DSLabeledValueSnapshotTests/horizontalOrientationGallery.1.png 900×351 px ÷ 3 = 300×117 pt; view Libraries/DesignSystem/Sources/Molecules/DSLabeledValue.swift
// expect root: width=300 height=117
VStack(spacing: 12) {
    HStack {
        Text("Species")
            .font(.system(.caption, design: .rounded))
        Spacer()
        Text("Human")
            .font(.system(.body, design: .rounded))
    }
    HStack {
        Text("Gender")
            .font(.system(.caption, design: .rounded))
        Spacer()
        Text("Male")
            .font(.system(.body, design: .rounded))
    }
    HStack {
        Text("Origin")
            .font(.system(.caption, design: .rounded))
        Spacer()
        Text("Earth (C-137)")
            .font(.system(.body, design: .rounded))
    }
}
.padding()
.frame(width: 300)
.id("root")
