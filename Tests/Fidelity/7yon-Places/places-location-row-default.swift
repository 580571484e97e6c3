// fixture: LocationRowView: a default-spacing VStack(alignment: .leading) of a headline name and two body Texts (latitude, longitude as the simulator's locale printed them, comma decimals), .fixedSize(), sizeThatFits; height 3 × 20.333 + 2 × 2 (text-to-text spacing 2)
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: 7yon/Places@813f8d1820d925c4d11c8494e160e7d1b8f40f83 PlacesSnapshotTests/List/LocationRowSnapshotTests.swift testDefaultLocation; image PlacesSnapshotTests/List/__Snapshots__/LocationRowSnapshotTests/testDefaultLocation.1.png 474×195 px ÷ 3 = 158×65 pt
// expect root: width=158 height=65
VStack(alignment: .leading) {
    Text("Amsterdam")
        .font(.headline)
    Text("Latitude: 52,370200")
    Text("Longitude: 4,895100")
}
.fixedSize(horizontal: true, vertical: true)
.id("root")
