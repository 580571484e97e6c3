// fixture: ExploreView snapshotted before its .task has loaded anything: the loading state is a bare circular ProgressView, and under .sizeThatFits (0×0 proposal) the image is exactly the spinner, 20×20 (the same in the with-feeds, empty and error tests)
// class: controls
// strategy: sizeThatFits
// device: iphone-16-pro
// os: ios18
// scale: 3
// source: martinomamic/RSSReader@225f091ea27734017b8b040a8551f8bfeb2d2c7a RSSReaderKit/Tests/ExploreFeatureTests/ExploreViewSnapshotTests.swift testExploreViewWithFeeds (also testExploreViewEmpty, testExploreViewError); component RSSReaderKit/Sources/ExploreFeature/ExploreView.swift (case .loading: ProgressView()); image RSSReaderKit/Tests/ExploreFeatureTests/__Snapshots__/ExploreViewSnapshotTests/testExploreViewWithFeeds.1.png 60×60 px ÷ 3 = 20×20 pt (spinner spokes fill it)
// expect root: width=20 height=20
ProgressView()
    .navigationBarTitleDisplayMode(.inline)
    .navigationTitle("explore_title")
    .id("root")
