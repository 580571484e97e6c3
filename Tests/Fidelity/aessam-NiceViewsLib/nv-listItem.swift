// fixture: NiceViews ListItem in a fixed 430×80 window: HStack(spacing: 12) of a 56×56 resizable SF Symbol (star.fill, aspect fill, 20 % grey fill, corner radius 8) and a VStack(spacing: 2) of 16-pt medium, 14-pt and 12-pt one-line Texts, a Spacer, padded 16×8
// class: lists
// strategy: fixed 430x80
// device: iphone-15-pro-max
// os: ios18
// scale: 3
// source: aessam/NiceViewsLib@f1f16c9b3c76e29a5e12dfe2906328d3442d89ab NiceViewsTests/ViewSnapshotTests.swift testListItem (ListItem(image: "star.fill", title: "Sample Item", subtitle: "Description", metadata: "$99.99"), .image(layout: .fixed(width: 430, height: 80))); component NiceViews/Components/ListItem.swift; image NiceViewsTests/__Snapshots__/ViewSnapshotTests/testListItem.1.png 1290×240 px ÷ 3; the symbol square is px x 48-216, y 36-204 → (16, 12) 56 × 56: the row is 56 + 2 × 8 = 72 tall, centred at y 4 (the three Texts, 19.333 + 2 + 17 + 2 + 14.333 = 54.667, are shorter than the image)
// expect image: x=16 y=12 width=56 height=56
HStack(spacing: 12) {
    Image(systemName: "star.fill")
        .resizable()
        .aspectRatio(contentMode: .fill)
        .frame(width: 56, height: 56)
        .background(Color.gray.opacity(0.2))
        .cornerRadius(8)
        .id("image")
    VStack(alignment: .leading, spacing: 2) {
        Text("Sample Item")
            .font(.system(size: 16, weight: .medium))
            .lineLimit(1)
        Text("Description")
            .font(.system(size: 14))
            .lineLimit(1)
        Text("$99.99")
            .font(.system(size: 12))
            .lineLimit(1)
    }
    Spacer()
}
.padding(.horizontal, 16)
.padding(.vertical, 8)
