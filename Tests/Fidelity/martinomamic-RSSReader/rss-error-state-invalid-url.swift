// fixture: ErrorStateView for AppError.invalidURL: the same ContentUnavailableView with the one-line description "Please enter a valid URL"; one description line fewer moves the "Try Again" capsule up by 10 pt (263 → 253), fixed 375×400
// class: controls
// strategy: fixed 375x400
// device: iphone-16-pro
// os: ios18
// scale: 3
// source: martinomamic/RSSReader@029e492670aee8cedf9d9243fe99dc0a7939eea1 RSSReaderKit/Tests/SharedUITests/ErrorStateViewSnapshotTests.swift testErrorStateViewVariations (ErrorStateViewInvalidURL); image RSSReaderKit/Tests/SharedUITests/__Snapshots__/ErrorStateViewSnapshotTests/testErrorStateViewVariations.ErrorStateViewInvalidURL-375x400-light.png 1125×1200 px; capsule x 437…689, y 759…843 px = x 145.667, y 253, 84×28 pt (testErrorStateView.1.png @12a75631f7618422e94c299809ec8e175f262618, description "Something went wrong", gives the same capsule)
// expect action: x=145.667 y=253 width=84 height=28
ContentUnavailableView {
    Label("Failed to Load", systemImage: "exclamationmark.triangle")
} description: {
    Text("Please enter a valid URL")
} actions: {
    Button("Try Again") {}
        .buttonStyle(.bordered)
        .id("action")
}
.background(Color(.systemBackground))
