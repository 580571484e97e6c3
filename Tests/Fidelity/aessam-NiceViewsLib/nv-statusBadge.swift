// fixture: NiceViews StatusBadge ×3 in an HStack(spacing: 20) in a fixed 400×60 window: 11-pt bold uppercase Text padded 8×4 on a colour fill with corner radius 4
// class: text
// strategy: fixed 400x60
// device: iphone-15-pro-max
// os: ios18
// scale: 3
// source: aessam/NiceViewsLib@f1f16c9b3c76e29a5e12dfe2906328d3442d89ab NiceViewsTests/ViewSnapshotTests.swift testStatusBadge (.image(layout: .fixed(width: 400, height: 60))); component NiceViews/Components/StatusBadge.swift; image NiceViewsTests/__Snapshots__/ViewSnapshotTests/testStatusBadge.1.png 1200×180 px ÷ 3; fills at px rows 58-122 (19.333, 21.333 tall), columns 354-478, 538-666, 726-846 → 41.333, 42.667, 40 wide, gaps of exactly 20; the row 164 wide = 400 − 2 × 118
// expect live: x=118 y=19.333 width=41.333 height=21.333
// expect new: x=179.333 y=19.333 width=42.667 height=21.333
// expect pro: x=242 y=19.333 width=40 height=21.333
HStack(spacing: 20) {
    Text("LIVE")
        .font(.system(size: 11, weight: .bold))
        .foregroundColor(.white)
        .padding(.horizontal, 8)
        .padding(.vertical, 4)
        .background(Color.red)
        .cornerRadius(4)
        .id("live")
    Text("NEW")
        .font(.system(size: 11, weight: .bold))
        .foregroundColor(.white)
        .padding(.horizontal, 8)
        .padding(.vertical, 4)
        .background(Color.blue)
        .cornerRadius(4)
        .id("new")
    Text("PRO")
        .font(.system(size: 11, weight: .bold))
        .foregroundColor(.white)
        .padding(.horizontal, 8)
        .padding(.vertical, 4)
        .background(Color.purple)
        .cornerRadius(4)
        .id("pro")
}
