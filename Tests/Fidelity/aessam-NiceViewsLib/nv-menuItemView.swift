// fixture: NiceViews MenuItemView ×3 (NavigationLink of an HStack: an SF Symbol at the body size and a default-spacing VStack of a body title over a caption subtitle) separated by Dividers in a VStack(spacing: 0), centred in a fixed 430×180 window
// class: lists
// strategy: fixed 430x180
// device: iphone-15-pro-max
// os: ios18
// scale: 3
// source: aessam/NiceViewsLib@f1f16c9b3c76e29a5e12dfe2906328d3442d89ab NiceViewsTests/ViewSnapshotTests.swift testMenuItemView (.image(layout: .fixed(width: 430, height: 180))); component NiceViews/Core/BaseViews.swift MenuItemView; image NiceViewsTests/__Snapshots__/ViewSnapshotTests/testMenuItemView.1.png 1290×540 px ÷ 3; the Dividers are the single grey px rows 214 and 325 across the full width → y 71.333 and 108.333; the middle row between them is 71.667 … 108.333 = 36.667 tall = 20.333 (body) + 2 + 14.333 (caption): the default VStack spacing between the two Texts is 2; 3 × 36.667 + 2 × 0.333 = 110.667, centred in 180 → first row at 34.667 and the first Divider at 71.333, as drawn
// expect divider1: x=0 y=71.333 width=430 height=0.333
// expect settings: y=71.667 height=36.667
// expect divider2: x=0 y=108.333 width=430 height=0.333
VStack(spacing: 0) {
    NavigationLink(destination: Text("Home View")) {
        HStack {
            Image(systemName: "house.fill")
                .foregroundColor(.blue)
            VStack(alignment: .leading) {
                Text("Home")
                Text("Go to main screen")
                    .font(.caption)
                    .foregroundColor(.secondary)
            }
        }
    }
    Divider()
        .id("divider1")
    NavigationLink(destination: Text("Settings View")) {
        HStack {
            Image(systemName: "gear")
                .foregroundColor(.gray)
            VStack(alignment: .leading) {
                Text("Settings")
                Text("App preferences")
                    .font(.caption)
                    .foregroundColor(.secondary)
            }
        }
    }
    .id("settings")
    Divider()
        .id("divider2")
    NavigationLink(destination: Text("Help View")) {
        HStack {
            Image(systemName: "questionmark.circle")
                .foregroundColor(.orange)
            VStack(alignment: .leading) {
                Text("Help")
                Text("Get support")
                    .font(.caption)
                    .foregroundColor(.secondary)
            }
        }
    }
}
