// fixture: FeedItemRow with a title of about three lines' worth: under the 0-height proposal of .sizeThatFits the headline keeps ONE line (truncated), so the row is as tall as the short-title one: 112.667
// class: text
// strategy: sizeThatFits
// device: iphone-16-pro
// os: ios18
// scale: 3
// source: martinomamic/RSSReader@225f091ea27734017b8b040a8551f8bfeb2d2c7a RSSReaderKit/Tests/FeedItemsTests/FeedItemRowSnapshotTests.swift testFeedItemRowWithLongTitle; image RSSReaderKit/Tests/FeedItemsTests/__Snapshots__/FeedItemRowSnapshotTests/testFeedItemRowWithLongTitle.1.png 1221×338 px ÷ 3 = 407×112.667 pt
// expect root: width=407 height=112.667
VStack(alignment: .leading, spacing: 8) {
    Text("This is an extremely long title that should be truncated or wrapped depending on the layout settings of the FeedItemRow component")
        .font(.headline)
    Text("Short description.")
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
