// fixture: a text badge (caption Text "Neutral", 8/4 padding, rounded background) padded 16: 48×40 = 32 + 16 × 8, the Text 0×0 (sizeThatFits: the image is the root's size for a 0×0 proposal, where a Text is 0×0)
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: vjr2005/Challenge@27031e8d26f8d0de5e20c6267a7f01808b26f844 Libraries/DesignSystem/Tests/Snapshots/Atoms/DSBadgeSnapshotTests.swift neutralBadge; image Libraries/DesignSystem/Tests/Snapshots/Atoms/__Snapshots__/DSBadgeSnapshotTests/neutralBadge.1.png 144×120 px ÷ 3 = 48×40 pt; view Libraries/DesignSystem/Sources/Atoms/Indicators/DSBadge.swift at this commit (caption rounded Text, 8/4 padding, 8-pt corners)
// expect root: width=48 height=40
Text("Neutral")
    .font(.system(.caption, design: .rounded))
    .padding(.horizontal, 8)
    .padding(.vertical, 4)
    .background(Color.green.opacity(0.15))
    .clipShape(RoundedRectangle(cornerRadius: 8))
.padding()
.id("root")
