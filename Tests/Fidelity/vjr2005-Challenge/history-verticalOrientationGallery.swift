// fixture: three label/value pairs ("Species"/"Human", "Gender"/"Male", "Origin"/"Earth (C-137)") in a VStack(spacing: 16), padded: 32×70 = 32 + 3 × 2 + 2 × 16 (sizeThatFits: the image is the root's size for a 0×0 proposal, where a Text is 0×0)
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: vjr2005/Challenge@27031e8d26f8d0de5e20c6267a7f01808b26f844 Libraries/DesignSystem/Tests/Snapshots/Molecules/DSLabeledValueSnapshotTests.swift verticalOrientationGallery; image Libraries/DesignSystem/Tests/Snapshots/Molecules/__Snapshots__/DSLabeledValueSnapshotTests/verticalOrientationGallery.1.png 96×210 px ÷ 3 = 32×70 pt; view Libraries/DesignSystem/Sources/Molecules/DSLabeledValue.swift
// expect root: width=32 height=70
VStack(alignment: .leading, spacing: 16) {
    VStack(alignment: .leading, spacing: 2) {
        Text("Species")
            .font(.system(.caption, design: .rounded))
        Text("Human")
            .font(.system(.body, design: .rounded))
    }
    VStack(alignment: .leading, spacing: 2) {
        Text("Gender")
            .font(.system(.caption, design: .rounded))
        Text("Male")
            .font(.system(.body, design: .rounded))
    }
    VStack(alignment: .leading, spacing: 2) {
        Text("Origin")
            .font(.system(.caption, design: .rounded))
        Text("Earth (C-137)")
            .font(.system(.body, design: .rounded))
    }
}
.padding()
.id("root")
