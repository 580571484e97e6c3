// fixture: five status badges in a VStack(spacing: 12), padded: 60×152 = 32 + 4 × 16 + 8 + 4 × 12 (sizeThatFits: the image is the root's size for a 0×0 proposal, where a Text is 0×0)
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: vjr2005/Challenge@27031e8d26f8d0de5e20c6267a7f01808b26f844 Libraries/DesignSystem/Tests/Snapshots/Molecules/DSStatusBadgeSnapshotTests.swift allStatusGallery; image Libraries/DesignSystem/Tests/Snapshots/Molecules/__Snapshots__/DSStatusBadgeSnapshotTests/allStatusGallery.1.png 180×456 px ÷ 3 = 60×152 pt; view Libraries/DesignSystem/Sources/Molecules/DSStatusBadge.swift (8-pt circle, spacing 4, caption rounded text, 8/4 padding)
// expect root: width=60 height=152
VStack(spacing: 12) {
    HStack(spacing: 4) {
        Circle()
            .fill(Color.green)
            .frame(width: 8, height: 8)
        Text("Alive")
            .font(.system(.caption, design: .rounded))
    }
    .padding(.horizontal, 8)
    .padding(.vertical, 4)
    .background(Color.green.opacity(0.15))
    .clipShape(RoundedRectangle(cornerRadius: 8))
    HStack(spacing: 4) {
        Circle()
            .fill(Color.green)
            .frame(width: 8, height: 8)
        Text("Dead")
            .font(.system(.caption, design: .rounded))
    }
    .padding(.horizontal, 8)
    .padding(.vertical, 4)
    .background(Color.green.opacity(0.15))
    .clipShape(RoundedRectangle(cornerRadius: 8))
    HStack(spacing: 4) {
        Circle()
            .fill(Color.green)
            .frame(width: 8, height: 8)
        Text("Unknown")
            .font(.system(.caption, design: .rounded))
    }
    .padding(.horizontal, 8)
    .padding(.vertical, 4)
    .background(Color.green.opacity(0.15))
    .clipShape(RoundedRectangle(cornerRadius: 8))
    HStack(spacing: 4) {
        Circle()
            .fill(Color.green)
            .frame(width: 8, height: 8)
        Text("Active")
            .font(.system(.caption, design: .rounded))
    }
    .padding(.horizontal, 8)
    .padding(.vertical, 4)
    .background(Color.green.opacity(0.15))
    .clipShape(RoundedRectangle(cornerRadius: 8))
    HStack(spacing: 4) {
        Text("Alive")
            .font(.system(.caption, design: .rounded))
    }
    .padding(.horizontal, 8)
    .padding(.vertical, 4)
    .background(Color.green.opacity(0.15))
    .clipShape(RoundedRectangle(cornerRadius: 8))
}
.padding()
.id("root")
