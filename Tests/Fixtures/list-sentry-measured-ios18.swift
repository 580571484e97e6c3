// fixture: a List measured on real SwiftUI (iOS 16.4/17.5/18 simulators), replayed: header, row and the gap between sections
// device: iphone-15-pro
// os: ios18
// tolerance: 0.17
// source: SNT = getsentry/sentry-cocoa Tests/SentryTests/ViewCapture/SentryUIRedactBuilderTests+SwiftUI.swift@1693456d9bb0595c6893120aab81680f05e55b78 (setupSwiftUIListFixture, the non-iOS-26 branch of assertSwiftUIListRegions): this view in a 300×500 window, safe-area top 59, 3x
// source: SNT frames (screen y): header text y 76 (59 + 17), 15.667 tall; "Item 1" y 109.667; "Item 2" y 189; cells 44 tall; header cell 38.667 tall
// source: FrameLab: header y = 59 + header.paddingTop 17 = 76; rows start 76 + 15.667 + 6 = 97.667; Item 1 y = 97.667 + 11 + (44 − 22 − 20.333)/2 = 109.5
// source: section 2: 97.667 + 44 + empty footer 17.667 + empty header 17.667 = 177 (SNT: the second cell at 177); Item 2 y = 177 + 11.833 = 188.833
// source: tolerance 0.17 (half a 3x pixel): SwiftUI snaps a text's origin to the pixel grid (109.5 → 109.667, 188.833 → 189); FrameLab does not snap
// source: x: this device is 393 wide (≥ 390: margin 20, x = 20 + 16 = 36); SNT's 300-wide window has margin.narrow 16 (card x 16, text x 32)
// expect header: x=36 y=76 height=15.667
// expect item1: x=36 y=109.667 height=20.333
// expect item2: x=36 y=189 height=20.333
List {
  Section {
    Text("Item 1").id("item1")
  } header: {
    Text("Section 1").id("header")
  }
  Section {
    Text("Item 2").id("item2")
  }
}
