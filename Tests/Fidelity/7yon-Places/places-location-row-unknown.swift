// fixture: LocationRowView: a default-spacing VStack(alignment: .leading) of a headline name and two body Texts (latitude, longitude as the simulator's locale printed them, comma decimals), .fixedSize(), sizeThatFits; height 3 × 20.333 + 2 × 2 (text-to-text spacing 2)
// class: text
// strategy: sizeThatFits
// device: iphone-17-pro
// os: ios26
// scale: 3
// source: 7yon/Places@813f8d1820d925c4d11c8494e160e7d1b8f40f83 PlacesSnapshotTests/List/LocationRowSnapshotTests.swift testUnknownLocation; image PlacesSnapshotTests/List/__Snapshots__/LocationRowSnapshotTests/testUnknownLocation.1.png 504×195 px ÷ 3 = 168×65 pt
// expect root: width=168 height=65
VStack(alignment: .leading) {
    Text("Unknown location")
        .font(.headline)
    Text("Latitude: 52,520000")
    Text("Longitude: 13,405000")
}
.fixedSize(horizontal: true, vertical: true)
.id("root")
