// fixture: FeedItemRow with an image URL: the AsyncImage shows its placeholder (a 20 % gray Rectangle) in .frame(height: 160) clipped to an 8-pt rounded rectangle, above the headline, one-line subheadline and caption date; 281 tall where 160 + 8 + the 112.667 text row gives 280.667: the measured image is one pixel taller (its gray band is 481 px = 160.333)
// class: stacks
// strategy: sizeThatFits
// device: iphone-16-pro
// os: ios18
// scale: 3
// source: martinomamic/RSSReader@225f091ea27734017b8b040a8551f8bfeb2d2c7a RSSReaderKit/Tests/FeedItemsTests/FeedItemRowSnapshotTests.swift testFeedItemRowWithImage; image RSSReaderKit/Tests/FeedItemsTests/__Snapshots__/FeedItemRowSnapshotTests/testFeedItemRowWithImage.1.png 1221×843 px ÷ 3 = 407×281 pt; gray placeholder rows 66…547 px
// expect root: width=407 height=281
VStack(alignment: .leading, spacing: 8) {
    Rectangle()
        .foregroundStyle(.gray.opacity(0.2))
        .frame(height: 160)
        .clipShape(RoundedRectangle(cornerRadius: 8))
    Text("Breaking News: Important Event")
        .font(.headline)
    Text("This is a detailed description of the item that contains multiple lines of text to demonstrate how the layout handles longer content in the feed item row component.")
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
