// fixture: ExploreView's filter Picker with .pickerStyle(.segmented), padded 16 horizontally and on top, at the top of a VStack under an inline navigation bar, on the iPhone8(.portrait) preset (375×667, safe area 20/0, Dynamic Type medium) layout: the segmented control fills the width and lays out 31 tall on iOS 18 (it draws 32: the drawn track overhangs its frame by 1 pt at the bottom)
// class: controls
// strategy: device
// device: iphone-se-3
// os: ios18
// scale: 3
// dynamic-type: medium
// source: martinomamic/RSSReader@252905bd45ef0cadd76cec7e8611987ceca18310 RSSReaderKit/Tests/ExploreFeatureTests/ExploreViewSnapshotTests.swift testExploreViewWithFeeds (RSSReaderKit/Sources/TestUtility/SnapshotUtility.swift: NavigationStack in a ZStack over Color(.systemBackground), .image(layout: .device(config:)), SnapshotLayout.swift smallPhone); component RSSReaderKit/Sources/ExploreFeature/ExploreView.swift (VStack { Picker(.segmented).padding(.horizontal).padding(.top); List }, .navigationBarTitleDisplayMode(.inline)); recorded with Xcode 16.3 / iOS 18.4 (SOURCE.md)
// source: image RSSReaderKit/Tests/ExploreFeatureTests/__Snapshots__/ExploreViewSnapshotTests/testExploreViewWithFeeds.ExploreWithFeeds_NotAdded-smallPhone-light.png 1125×2001 px; the track fill (238,238,239) on column 0.8 × width: rows 240…336 px = 32 pt, columns 48…1077 px on its middle row = x 16, 343 pt wide; y 80 = the safe-area top + the 44-pt inline bar + 16. The _XXXL (accessibilityExtraExtraExtraLarge) and dark images of the same test measure the same box (the segment titles do not grow)
// source: the List rows are simplified to their titles (ExploreFeedRow's layout does not move the picker above them)
// source: the layout height: the List's grouped background (242,242,247) starts at row 357 px = 119 pt = 80 + 31 + 8 (the VStack's default spacing between two views that are not Text): the picker's frame is 31 tall, one point less than its drawn track (probably UISegmentedControl's alignment rect; aessam/NiceViewsLib's ComponentPlaygroundView measures the same 31 in a VStack(spacing: 12))
// expect picker: x=16 y=80 width=343 height=31
// expect list: y=119
NavigationStack {
    VStack {
        Picker("Filter", selection: .constant(0)) {
            Text("Not Added").tag(0)
            Text("Added").tag(1)
        }
        .pickerStyle(.segmented)
        .id("picker")
        .padding(.horizontal)
        .padding(.top)
        List {
            Text("BBC News")
            Text("NBC News")
            Text("Reuters World News")
        }
        .id("list")
    }
    .navigationBarTitleDisplayMode(.inline)
    .navigationTitle("explore_title")
}
