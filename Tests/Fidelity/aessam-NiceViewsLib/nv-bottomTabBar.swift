// fixture: NiceViews BottomTabBar in a fixed 430×100 window: an HStack of three tab buttons (an SF Symbol at .system(size: 24) over an 11-pt Text, VStack spacing 4, each .frame(maxWidth: .infinity)) with Spacers between, padded 20×8, on a shadowed system-background Rectangle
// class: symbols
// strategy: fixed 430x100
// device: iphone-15-pro-max
// os: ios18
// scale: 3
// source: aessam/NiceViewsLib@f1f16c9b3c76e29a5e12dfe2906328d3442d89ab NiceViewsTests/ViewSnapshotTests.swift testBottomTabBar (items house.fill "Home", magnifyingglass "Search", person.fill "Profile", selected 0; .image(layout: .fixed(width: 430, height: 100))); component NiceViews/Components/BottomTabBar.swift; image NiceViewsTests/__Snapshots__/ViewSnapshotTests/testBottomTabBar.1.png 1290×300 px ÷ 3; the bar's white Rectangle is where its shadow (radius 10, y −5) stops, column px 20: the grey ramp ends at row 58 and starts again at row 242 → y 19.333, height 61.333 = 8 + 45.333 + 8, so the tallest tab column (symbol + 4 + a 13.333 11-pt line) is 45.333 and the tallest 24-pt symbol lays out 28 tall; symbol ink rows px 87-161 (24.667 tall at most), caption ink rows 179-210
// expect bar: x=0 y=19.333 width=430 height=61.333
HStack {
    Button {} label: {
        VStack(spacing: 4) {
            Image(systemName: "house.fill")
                .font(.system(size: 24))
                .foregroundColor(.blue)
            Text("Home")
                .font(.system(size: 11))
                .foregroundColor(.blue)
        }
        .frame(maxWidth: .infinity)
    }
    Spacer()
    Button {} label: {
        VStack(spacing: 4) {
            Image(systemName: "magnifyingglass")
                .font(.system(size: 24))
                .foregroundColor(.gray)
            Text("Search")
                .font(.system(size: 11))
                .foregroundColor(.gray)
        }
        .frame(maxWidth: .infinity)
    }
    Spacer()
    Button {} label: {
        VStack(spacing: 4) {
            Image(systemName: "person.fill")
                .font(.system(size: 24))
                .foregroundColor(.gray)
            Text("Profile")
                .font(.system(size: 11))
                .foregroundColor(.gray)
        }
        .frame(maxWidth: .infinity)
    }
}
.padding(.horizontal, 20)
.padding(.vertical, 8)
.background(
    Rectangle()
        .fill(Color.white)
        .shadow(color: Color.black.opacity(0.1), radius: 10, x: 0, y: -5)
)
.id("bar")
