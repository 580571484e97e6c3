// fixture: EmptyStateView without an action: a ContentUnavailableView with Label("No Items", systemImage: "tray") and the description "Add items to get started"; its actions closure is written but builds nothing (the view's optional action is nil); fixed 375×400 window, Dynamic Type large. The label's box is read from ink: the tray's ink (rows 417…536 px, 139…179 pt) centred in its 46.667-pt box gives the box's top 159 − 23.333 = 135.667; the title's ink ends on its baseline at 218.667, so the title2 line (ascent 20.95, descent 5.3) ends at ~223.97: label 135.667…223.97 = 88.3 tall (hence tolerance 0.5). The block is centred as if 20 were below the description: with the action (rss-empty-state-with-action.swift) the same ink is 14 higher and the action's 28 + 20 end the block
// class: controls
// strategy: fixed 375x400
// device: iphone-16-pro
// os: ios18
// scale: 3
// tolerance: 0.5
// source: martinomamic/RSSReader@029e492670aee8cedf9d9243fe99dc0a7939eea1 RSSReaderKit/Tests/SharedUITests/EmptyStateViewSnapshotTests.swift testEmptyStateViewVariations (EmptyStateViewBasic, .fixed 375×400; view RSSReaderKit/Sources/SharedUI/EmptyStateView.swift with primaryAction nil); image RSSReaderKit/Tests/SharedUITests/__Snapshots__/EmptyStateViewSnapshotTests/testEmptyStateViewVariations.EmptyStateViewBasic-375x400-light.png 1125×1200 px; ink bands y 417…536 px (tray, x 160…215.333 pt), 608…655 px (title), 689…731 px (description)
// expect label: y=135.667 height=88.333
ContentUnavailableView {
    Label("No Items", systemImage: "tray")
        .id("label")
} description: {
    Text("Add items to get started")
} actions: {
}
.background(Color(.systemBackground))
