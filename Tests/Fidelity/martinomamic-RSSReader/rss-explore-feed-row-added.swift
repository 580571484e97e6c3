// fixture: ExploreFeedRow in the added state in .frame(width: 375), sizeThatFits: the 375×0 proposal keeps each Text to one line (headline 20.333 + 4 + caption 14.333, padded 4 → 46.667); the disabled green RoundedButton shows the localisation key explore_feed_added (the package test bundle has no strings): 140.333 × 26.333 at the trailing edge (caption text 116.333 wide), centred vertically (y 10.167: its antialiased band is 30…110 px, centre 70 px)
// class: controls
// strategy: sizeThatFits
// device: iphone-16-pro
// os: ios18
// scale: 3
// source: martinomamic/RSSReader@225f091ea27734017b8b040a8551f8bfeb2d2c7a RSSReaderKit/Tests/ExploreFeatureTests/ExploreViewSnapshotTests.swift testExploreFeedRowAdded; image RSSReaderKit/Tests/ExploreFeatureTests/__Snapshots__/ExploreViewSnapshotTests/testExploreFeedRowAdded.1.png 1125×140 px ÷ 3 = 375×46.667 pt; green fill from column 704 px (x 234.667) to the right edge (1125 px) at rows 55…85
// expect root: width=375 height=46.667
// expect button: x=234.667 y=10.167 width=140.333 height=26.333
HStack {
    VStack(alignment: .leading, spacing: 4) {
        Text("BBC News")
            .font(.headline)
        Text("https://feeds.bbci.co.uk/news/world/rss.xml")
            .font(.caption)
            .foregroundStyle(.secondary)
            .lineLimit(1)
    }
    Spacer()
    Button {} label: {
        Text("explore_feed_added")
            .font(.caption)
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(Color.green)
            .foregroundColor(.white)
            .cornerRadius(8)
    }
    .disabled(true)
    .id("button")
}
.padding(.vertical, 4)
.frame(width: 375)
.id("root")
