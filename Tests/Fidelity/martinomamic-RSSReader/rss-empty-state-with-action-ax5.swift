// fixture: the same EmptyStateView at Dynamic Type AX5 (.environment(\.sizeCategory, .accessibilityExtraExtraExtraLarge)) in a fixed 375×450 window: the description wraps to two lines and the bordered "Add Item" capsule grows to 227.333×68.667; its left edge is drawn at pixel 222 (74 pt; the centred 73.833 rounds to the pixel grid), so only width, height and top are expected
// class: controls
// strategy: fixed 375x450
// device: iphone-16-pro
// os: ios18
// scale: 3
// dynamic-type: AX5
// source: martinomamic/RSSReader@029e492670aee8cedf9d9243fe99dc0a7939eea1 RSSReaderKit/Tests/SharedUITests/EmptyStateViewSnapshotTests.swift testEmptyStateViewVariations (EmptyStateViewAccessible, accessibility .XXXL, .fixed 375×450); image RSSReaderKit/Tests/SharedUITests/__Snapshots__/EmptyStateViewSnapshotTests/testEmptyStateViewVariations.EmptyStateViewAccessible-375x450-XXXL-light.png 1125×1350 px; capsule x 222…904, y 1069…1275 px = 227.333×68.667 pt from y 356.333
// expect action: y=356.333 width=227.333 height=68.667
ContentUnavailableView {
    Label("No Items", systemImage: "tray")
} description: {
    Text("Add items to get started")
} actions: {
    Button {} label: {
        Text("Add Item")
    }
    .buttonStyle(.bordered)
    .id("action")
}
.background(Color(.systemBackground))
.environment(\.sizeCategory, .accessibilityExtraExtraExtraLarge)
