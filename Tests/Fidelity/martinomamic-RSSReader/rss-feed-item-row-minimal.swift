// fixture: FeedItemRow with title only (no description, no date) in .frame(width: 375).padding(), sizeThatFits: VStack(leading, 8) of a headline Text, padded 6 vertically: 375 + 32 by 20.333 + 12 + 32 = 64.333
// class: text
// strategy: sizeThatFits
// device: iphone-16-pro
// os: ios18
// scale: 3
// source: martinomamic/RSSReader@225f091ea27734017b8b040a8551f8bfeb2d2c7a RSSReaderKit/Tests/FeedItemsTests/FeedItemRowSnapshotTests.swift testFeedItemRowWithMinimalData (component RSSReaderKit/Sources/FeedItemsFeature/FeedItemRow.swift); image RSSReaderKit/Tests/FeedItemsTests/__Snapshots__/FeedItemRowSnapshotTests/testFeedItemRowWithMinimalData.1.png 1221×193 px ÷ 3 = 407×64.333 pt
// expect root: width=407 height=64.333
VStack(alignment: .leading, spacing: 8) {
    Text("Minimal Item")
        .font(.headline)
}
.padding(.vertical, 6)
.frame(width: 375)
.padding()
.id("root")
