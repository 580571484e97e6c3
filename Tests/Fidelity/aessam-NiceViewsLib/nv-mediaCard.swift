// fixture: NiceViews MediaCard (medium) in a fixed 300×400 window: a leading VStack(spacing: 8) of a 180×180 resizable SF Symbol square and a VStack(spacing: 2) of a 14-pt medium and a 12-pt one-line Text framed 180 wide
// class: stacks
// strategy: fixed 300x400
// device: iphone-15-pro-max
// os: ios18
// scale: 3
// source: aessam/NiceViewsLib@f1f16c9b3c76e29a5e12dfe2906328d3442d89ab NiceViewsTests/ViewSnapshotTests.swift testMediaCard (MediaCard(image: "photo", title: "Sample Media", subtitle: "Description text"), .image(layout: .fixed(width: 300, height: 400))); component NiceViews/Components/MediaCard.swift (MediaCardSize.medium = 180); image NiceViewsTests/__Snapshots__/ViewSnapshotTests/testMediaCard.1.png 900×1200 px ÷ 3; the aspect-filled photo glyph spans px x 180-720 and rows 268-808 → (60, 89.333) 180 × 180; the card is centred, so its height is 400 − 2 × 89.333 = 221.333 = 180 + 8 + 17 (14-pt line) + 2 + 14.333 (12-pt line)
// expect square: x=60 y=89.333 width=180 height=180
VStack(alignment: .leading, spacing: 8) {
    ZStack(alignment: .bottomTrailing) {
        Image(systemName: "photo")
            .resizable()
            .aspectRatio(contentMode: .fill)
            .frame(width: 180, height: 180)
            .background(Color.gray.opacity(0.2))
            .cornerRadius(8)
            .id("square")
    }
    VStack(alignment: .leading, spacing: 2) {
        Text("Sample Media")
            .font(.system(size: 14, weight: .medium))
            .lineLimit(1)
        Text("Description text")
            .font(.system(size: 12))
            .lineLimit(1)
    }
    .frame(width: 180, alignment: .leading)
}
