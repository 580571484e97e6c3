// fixture: NiceViews TabSelector in a fixed 430×60 window: a horizontal ScrollView of an HStack(spacing: 24) of tab buttons (16-pt Text over a 2-pt Rectangle, VStack spacing 8; the selected one semibold with a blue bar) padded 16, over a background VStack { Spacer(); Divider() }
// class: text
// strategy: fixed 430x60
// device: iphone-15-pro-max
// os: ios18
// scale: 3
// source: aessam/NiceViewsLib@f1f16c9b3c76e29a5e12dfe2906328d3442d89ab NiceViewsTests/ViewSnapshotTests.swift testTabSelector (selectedIndex 0, tabs "All", "Recent", "Popular", "Trending"; .image(layout: .fixed(width: 430, height: 60))); component NiceViews/Components/TabSelector.swift; image NiceViewsTests/__Snapshots__/ViewSnapshotTests/testTabSelector.1.png 1290×180 px ÷ 3; the blue bar is px x 48-107, y 128-134 → 19.667 wide (the width of "All" in 16-pt semibold), 2 tall at y 42.667; the Divider is the 1-px grey row 133 across the whole width → y 44.333, the bottom of a ScrollView that hugs its 29.333-pt content (19.333 + 8 + 2) centred in 60 (15.333 + 29.333 = 44.667)
// expect underline: x=16 y=42.667 width=19.667 height=2
// expect divider: x=0 y=44.333 width=430 height=0.333
ScrollView(.horizontal, showsIndicators: false) {
    HStack(spacing: 24) {
        Button {} label: {
            VStack(spacing: 8) {
                Text("All")
                    .font(.system(size: 16, weight: .semibold))
                Rectangle()
                    .fill(Color.blue)
                    .frame(height: 2)
                    .id("underline")
            }
        }
        Button {} label: {
            VStack(spacing: 8) {
                Text("Recent")
                    .font(.system(size: 16, weight: .regular))
                Rectangle()
                    .fill(Color.clear)
                    .frame(height: 2)
            }
        }
        Button {} label: {
            VStack(spacing: 8) {
                Text("Popular")
                    .font(.system(size: 16, weight: .regular))
                Rectangle()
                    .fill(Color.clear)
                    .frame(height: 2)
            }
        }
        Button {} label: {
            VStack(spacing: 8) {
                Text("Trending")
                    .font(.system(size: 16, weight: .regular))
                Rectangle()
                    .fill(Color.clear)
                    .frame(height: 2)
            }
        }
    }
    .padding(.horizontal, 16)
}
.background(
    VStack {
        Spacer()
        Divider()
            .id("divider")
    }
)
