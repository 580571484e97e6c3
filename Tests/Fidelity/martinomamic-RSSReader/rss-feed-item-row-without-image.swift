// fixture: FeedItemRow without image: headline title, subheadline description (lineLimit 3, drawn as ONE truncated line under the 0-height proposal: "…to show how th…"), caption date (the simulator's locale: "29. April 2025"), 8 apart, padded 6, in .frame(width: 375).padding(): 112.667 = 32 + 12 + 20.333 + 8 + 18 + 8 + 14.333
// class: text
// strategy: sizeThatFits
// device: iphone-16-pro
// os: ios18
// scale: 3
// source: martinomamic/RSSReader@225f091ea27734017b8b040a8551f8bfeb2d2c7a RSSReaderKit/Tests/FeedItemsTests/FeedItemRowSnapshotTests.swift testFeedItemRowWithoutImage; image RSSReaderKit/Tests/FeedItemsTests/__Snapshots__/FeedItemRowSnapshotTests/testFeedItemRowWithoutImage.1.png 1221×338 px ÷ 3 = 407×112.667 pt
// expect root: width=407 height=112.667
VStack(alignment: .leading, spacing: 8) {
    Text("Text Only News Item")
        .font(.headline)
    Text("This is a news item without an image to show how the layout adapts to text-only content.")
        .font(.subheadline)
        .lineLimit(3)
    Text("29. April 2025")
        .font(.caption)
        .foregroundStyle(.secondary)
}
.padding(.vertical, 6)
.frame(width: 375)
.padding()
.id("root")
