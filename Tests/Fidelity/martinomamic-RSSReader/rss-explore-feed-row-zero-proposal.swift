// fixture: ExploreFeedRow under .sizeThatFits with no frame: the 0×0 proposal collapses both Texts (headline name, caption URL) to 0×0 and the RoundedButton's caption label to 0×0, so the row is the button's 12 × 6 padding (24×12, blue fill) after an 8-pt gap, padded 4 vertically: a 32×20 image (Spacer and the empty VStack take no width beyond that gap)
// class: controls
// strategy: sizeThatFits
// device: iphone-16-pro
// os: ios18
// scale: 3
// source: martinomamic/RSSReader@225f091ea27734017b8b040a8551f8bfeb2d2c7a RSSReaderKit/Tests/ExploreFeatureTests/ExploreViewSnapshotTests.swift testExploreFeedRow (assertSnapshot(of: view, as: .image); component RSSReaderKit/Sources/ExploreFeature/ExploreFeedRow.swift and Sources/Common/Views/RoundedButton.swift at that commit); image RSSReaderKit/Tests/ExploreFeatureTests/__Snapshots__/ExploreViewSnapshotTests/testExploreFeedRow.1.png 96×60 px ÷ 3 = 32×20 pt; blue fill x 24…96, y 12…48 px = (8, 4) 24×12
// expect root: width=32 height=20
// expect button: x=8 y=4 width=24 height=12
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
        Text("explore_feed_add")
            .font(.caption)
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(Color.blue)
            .foregroundColor(.white)
            .cornerRadius(8)
    }
    .id("button")
}
.padding(.vertical, 4)
.id("root")
