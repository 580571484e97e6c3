// fixture: EmptyStateView: a ContentUnavailableView with Label("No Items", systemImage: "tray"), the description "Add items to get started" and a .bordered Button "Add Item" as its action, on the system background, in a fixed 375×400 window; the bordered button's grey capsule (233,233,234) gives its box (the CUV draws it 28 pt tall); Dynamic Type large (the fixed ViewImageConfig sets no traits)
// class: controls
// strategy: fixed 375x400
// device: iphone-16-pro
// os: ios18
// scale: 3
// source: martinomamic/RSSReader@029e492670aee8cedf9d9243fe99dc0a7939eea1 RSSReaderKit/Tests/SharedUITests/EmptyStateViewSnapshotTests.swift testEmptyStateViewVariations (EmptyStateViewWithAction, .fixed 375×400); image RSSReaderKit/Tests/SharedUITests/__Snapshots__/EmptyStateViewSnapshotTests/testEmptyStateViewVariations.EmptyStateViewWithAction-375x400-light.png 1125×1200 px; capsule x 440…685, y 752…836 px = x 146.667, y 250.667, 81.667×28 pt (also testEmptyStateViewWithAction.1.png @12a75631f7618422e94c299809ec8e175f262618, sizeThatFits with .frame(375, 400): same pixels)
// expect action: x=146.667 y=250.667 width=81.667 height=28
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
