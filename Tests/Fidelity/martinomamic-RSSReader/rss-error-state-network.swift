// fixture: ErrorStateView for AppError.networkError: a ContentUnavailableView with Label("Failed to Load", systemImage: "exclamationmark.triangle"), the two-line description "Unable to connect to server. Please check your internet connection and try again." and a .bordered Button("Try Again"), fixed 375×400; the grey capsule gives the button box
// class: controls
// strategy: fixed 375x400
// device: iphone-16-pro
// os: ios18
// scale: 3
// source: martinomamic/RSSReader@029e492670aee8cedf9d9243fe99dc0a7939eea1 RSSReaderKit/Tests/SharedUITests/ErrorStateViewSnapshotTests.swift testErrorStateViewVariations (ErrorStateViewNetwork); image RSSReaderKit/Tests/SharedUITests/__Snapshots__/ErrorStateViewSnapshotTests/testErrorStateViewVariations.ErrorStateViewNetwork-375x400-light.png 1125×1200 px; capsule x 437…689, y 789…873 px = x 145.667, y 263, 84×28 pt
// expect action: x=145.667 y=263 width=84 height=28
ContentUnavailableView {
    Label("Failed to Load", systemImage: "exclamationmark.triangle")
} description: {
    Text("Unable to connect to server. Please check your internet connection and try again.")
} actions: {
    Button("Try Again") {}
        .buttonStyle(.bordered)
        .id("action")
}
.background(Color(.systemBackground))
