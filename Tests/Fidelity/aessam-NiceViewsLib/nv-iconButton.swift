// fixture: NiceViews IconButton ×3 in an HStack(spacing: 20) in a fixed 200×60 window: SF Symbols heart, star, trash at .system(size: 22) in 44×44 frames clipped to circles (the third on a 20 % red fill)
// class: symbols
// strategy: fixed 200x60
// device: iphone-15-pro-max
// os: ios18
// scale: 3
// source: aessam/NiceViewsLib@f1f16c9b3c76e29a5e12dfe2906328d3442d89ab NiceViewsTests/ViewSnapshotTests.swift testIconButton (.image(layout: .fixed(width: 200, height: 60))); component NiceViews/Components/IconButton.swift (size 44, font size × 0.5); image NiceViewsTests/__Snapshots__/ViewSnapshotTests/testIconButton.1.png 600×180 px ÷ 3; the trash button's circle fill is px x 426-558, y 24-156 → 44 × 44 at (142, 8); the heart and star frames are placed from their ink, centred in the frame: heart ink px x 76-140 (centre 36 = 14 + 22), y 60-120; star ink px x 264-336 (centre 100 = 78 + 22), y 56-125; three 44 frames and two 20 gaps = 172 = 200 − 2 × 14
// expect heart: x=14 width=44 height=44
// expect star: x=78 width=44 height=44
// expect trash: x=142 y=8 width=44 height=44
HStack(spacing: 20) {
    Button {} label: {
        Image(systemName: "heart")
            .font(.system(size: 22))
            .foregroundColor(.primary)
            .frame(width: 44, height: 44)
            .background(Color.clear)
            .clipShape(Circle())
    }
    .id("heart")
    Button {} label: {
        Image(systemName: "star")
            .font(.system(size: 22))
            .foregroundColor(.blue)
            .frame(width: 44, height: 44)
            .background(Color.clear)
            .clipShape(Circle())
    }
    .id("star")
    Button {} label: {
        Image(systemName: "trash")
            .font(.system(size: 22))
            .foregroundColor(.red)
            .frame(width: 44, height: 44)
            .background(Color.red.opacity(0.2))
            .clipShape(Circle())
    }
    .id("trash")
}
