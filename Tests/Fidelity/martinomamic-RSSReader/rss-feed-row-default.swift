// fixture: FeedRow in .frame(width: 375), sizeThatFits: HStack(spacing: 12) of the 50×50 feed image (no URL: the newspaper.fill placeholder, not resized) and a VStack(leading, 4) of the headline title, the caption description (lineLimit 2, but one line under the 0-height proposal) and an HStack of a Spacer and two borderless title2 symbol buttons (bell, star); padded 4 vertically: 77 = 8 + 20.333 + 4 + 14.333 + 4 + 26.333 (the title2 symbol buttons' row)
// class: symbols
// strategy: sizeThatFits
// device: iphone-16-pro
// os: ios18
// scale: 3
// source: martinomamic/RSSReader@225f091ea27734017b8b040a8551f8bfeb2d2c7a RSSReaderKit/Tests/FeedListTests/FeedRowSnapshotTests.swift testFeedRowDefault (component RSSReaderKit/Sources/FeedListFeature/FeedList/FeedRow.swift, Common/Views/FeedImageView.swift, Common/Views/ToggleButton.swift); image RSSReaderKit/Tests/FeedListTests/__Snapshots__/FeedRowSnapshotTests/testFeedRowDefault.1.png 1125×231 px ÷ 3 = 375×77 pt; the two symbols' ink spans rows 145…214 px (48.333…71.333, centred on the 46.667…73 row)
// expect root: width=375 height=77
HStack(spacing: 12) {
    Image(systemName: "newspaper.fill")
        .foregroundStyle(.blue)
        .frame(width: 50, height: 50)
        .cornerRadius(6)
    VStack(alignment: .leading, spacing: 4) {
        Text("Test Feed")
            .font(.headline)
        Text("This is a test feed with some description text that should span at least a couple of lines to test the layout of the feed row.")
            .font(.caption)
            .foregroundStyle(.secondary)
            .lineLimit(2)
        HStack {
            Spacer()
            Button {} label: {
                Image(systemName: "bell")
                    .font(.title2)
                    .foregroundColor(.gray)
            }
            .buttonStyle(BorderlessButtonStyle())
            Button {} label: {
                Image(systemName: "star")
                    .font(.title2)
                    .foregroundColor(.gray)
            }
            .buttonStyle(BorderlessButtonStyle())
        }
    }
}
.padding(.vertical, 4)
.frame(width: 375)
.id("root")
