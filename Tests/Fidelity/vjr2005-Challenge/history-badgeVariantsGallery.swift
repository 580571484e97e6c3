// fixture: five text badges ("Success", "Error", "Warning", "Neutral", "Accent") in a VStack(spacing: 12), padded: 48×120 = 32 + 5 × 8 + 4 × 12 (sizeThatFits: the image is the root's size for a 0×0 proposal, where a Text is 0×0)
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: vjr2005/Challenge@27031e8d26f8d0de5e20c6267a7f01808b26f844 Libraries/DesignSystem/Tests/Snapshots/Atoms/DSBadgeSnapshotTests.swift allVariantsGallery; image Libraries/DesignSystem/Tests/Snapshots/Atoms/__Snapshots__/DSBadgeSnapshotTests/allVariantsGallery.1.png 144×360 px ÷ 3 = 48×120 pt; view Libraries/DesignSystem/Sources/Atoms/Indicators/DSBadge.swift at this commit (caption rounded Text, 8/4 padding, 8-pt corners)
// expect root: width=48 height=120
VStack(spacing: 12) {
    Text("Success")
        .font(.system(.caption, design: .rounded))
        .padding(.horizontal, 8)
        .padding(.vertical, 4)
        .background(Color.green.opacity(0.15))
        .clipShape(RoundedRectangle(cornerRadius: 8))
    Text("Error")
        .font(.system(.caption, design: .rounded))
        .padding(.horizontal, 8)
        .padding(.vertical, 4)
        .background(Color.green.opacity(0.15))
        .clipShape(RoundedRectangle(cornerRadius: 8))
    Text("Warning")
        .font(.system(.caption, design: .rounded))
        .padding(.horizontal, 8)
        .padding(.vertical, 4)
        .background(Color.green.opacity(0.15))
        .clipShape(RoundedRectangle(cornerRadius: 8))
    Text("Neutral")
        .font(.system(.caption, design: .rounded))
        .padding(.horizontal, 8)
        .padding(.vertical, 4)
        .background(Color.green.opacity(0.15))
        .clipShape(RoundedRectangle(cornerRadius: 8))
    Text("Accent")
        .font(.system(.caption, design: .rounded))
        .padding(.horizontal, 8)
        .padding(.vertical, 4)
        .background(Color.green.opacity(0.15))
        .clipShape(RoundedRectangle(cornerRadius: 8))
}
.padding()
.id("root")
