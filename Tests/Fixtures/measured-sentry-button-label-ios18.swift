// fixture: a default-style Button("Tap Me") measured on real SwiftUI (iOS 18, iPhone 16 Pro): its label is one body line with no insets, centred in the window's safe area
// device: iphone-16-pro
// os: ios18
// tolerance: 0.17
// source: SNT = getsentry/sentry-cocoa Tests/SentryTests/ViewCapture/SentryUIRedactBuilderTests+SwiftUI.swift@1693456d9bb0595c6893120aab81680f05e55b78 (setupSwiftUIButtonFixture: VStack { Button(action: {}) { Text("Tap Me") } } in a 240×320 UIWindow at 20,20; the iOS 18 view dump: label CGDrawingView 92.333,171 55.667×20.333 in the window, = screen 112.333,191)
// source: safe region screen 20,62 240×278 (top inset 62 − 20 inside the window), recreated by the frames; the automatic (borderless) button style adds no padding on iOS
// source: y = 62 + (278 − 20.333)/2 = 190.833, snapped to 191; height ceil(17 × 2444/2048 × 3)/3 = 20.333; centre x 20 + 120 = 140 (SNT 112.333 + 55.667/2 = 140.167: the origin snapped to the pixel grid)
// expect label: y=191 height=20.333 midX=140
VStack {
  Button(action: {}) {
    Text("Tap Me").id("label")
  }
}
.frame(width: 240, height: 278)
.padding(.leading, 20)
.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
