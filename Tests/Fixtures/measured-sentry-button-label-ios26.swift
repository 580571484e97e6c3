// fixture: the default-style Button("Tap Me") measured on iOS 26.1 (iPhone 17 Pro): same label frame as iOS 18
// class: controls
// device: iphone-17-pro
// os: ios26
// tolerance: 0.17
// source: SNT = getsentry/sentry-cocoa Tests/SentryTests/ViewCapture/SentryUIRedactBuilderTests+SwiftUI.swift@1693456d9bb0595c6893120aab81680f05e55b78 (assertSwiftUIButtonRegions, "if #available(iOS 26)": label 55.666×20.333 at screen 112.333,191)
// source: safe region screen 20,62 240×278 (frames); y = 62 + (278 − 20.333)/2 = 190.833 → 191 (pixel snap); centre x = 20 + 120 = 140 (SNT 140.167 after the pixel snap)
// expect label: y=191 height=20.333 midX=140
VStack {
  Button(action: {}) {
    Text("Tap Me").id("label")
  }
}
.frame(width: 240, height: 278)
.padding(.leading, 20)
.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
