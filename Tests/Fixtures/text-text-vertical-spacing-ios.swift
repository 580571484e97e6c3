// fixture: two body Texts in a default-spacing VStack on iOS are 2 apart, not the 8 between other views
// device: iphone-15-pro
// source: Devices/platform-ios.yaml spacing.vertical.text-text 2, measured in snapshot images of five repositories on iOS 18 and 26 at 3× (Tests/Fidelity: gabriel-swiftui-snapshot-testing 100 body Texts pitched 67 px = 22.333 = 20.333 + 2; 7yon-Places three body Texts 3 × 20.333 + 2 × 2 = 65; medaminenajjar-DesignSystemKit; aessam-NiceViewsLib; stadiamaps-ferrostar)
// source: a body line is 20.333 (17 × 2444/2048 = 20.287, up to the 3× pixel grid); the stack is 20.333 + 2 + 20.333 = 42.667, centred in the 759-pt safe area below the 59-pt inset: y = 59 + (759 − 42.667) / 2 = 417.167
// expect stack: y=417.167 height=42.667
// expect first: y=417.167 height=20.333
// expect second: y=439.5 height=20.333         (417.167 + 20.333 + 2)
VStack {
    Text("Inbox").id("first")
    Text("12 unread messages").id("second")
}
.id("stack")
