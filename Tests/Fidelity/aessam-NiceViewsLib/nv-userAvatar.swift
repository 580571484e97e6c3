// fixture: NiceViews UserAvatar small/medium/large (initials circles 40, 64, 128) in a VStack(spacing: 20) in a fixed 200×300 window
// class: stacks
// strategy: fixed 200x300
// device: iphone-15-pro-max
// os: ios18
// scale: 3
// source: aessam/NiceViewsLib@f1f16c9b3c76e29a5e12dfe2906328d3442d89ab NiceViewsTests/ViewSnapshotTests.swift testUserAvatar (.image(layout: .fixed(width: 200, height: 300))); component NiceViews/Components/UserAvatar.swift (AvatarSize 40/64/128, initials at size × 0.4 medium); image NiceViewsTests/__Snapshots__/ViewSnapshotTests/testUserAvatar.1.png 600×900 px ÷ 3; circle fills px y 42-162, 222-414, 474-858 and x 240-360, 204-396, 108-492; 40 + 64 + 128 + 2 × 20 = 272 = 300 − 2 × 14
// expect small: x=80 y=14 width=40 height=40
// expect medium: x=68 y=74 width=64 height=64
// expect large: x=36 y=158 width=128 height=128
VStack(spacing: 20) {
    Circle()
        .fill(Color.blue.opacity(0.3))
        .frame(width: 40, height: 40)
        .overlay(Text("JD").font(.system(size: 16, weight: .medium)))
        .id("small")
    Circle()
        .fill(Color.blue.opacity(0.3))
        .frame(width: 64, height: 64)
        .overlay(Text("JS").font(.system(size: 25.6, weight: .medium)))
        .id("medium")
    Circle()
        .fill(Color.blue.opacity(0.3))
        .frame(width: 128, height: 128)
        .overlay(Text("BJ").font(.system(size: 51.2, weight: .medium)))
        .id("large")
}
