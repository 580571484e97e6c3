// fixture: a List measured on real SwiftUI (iPhone 17 Pro, iOS 26.1 simulator), replayed: header, row and the gap between sections
// device: iphone-15-pro
// os: ios26
// tolerance: 0.17
// source: SNT = getsentry/sentry-cocoa Tests/SentryTests/ViewCapture/SentryUIRedactBuilderTests+SwiftUI.swift@1693456d9bb0595c6893120aab81680f05e55b78 (setupSwiftUIListFixture, the isIOS26 branch of assertSwiftUIListRegions): this view in a 300×500 window, safe-area top 59, 3x
// source: SNT frames (screen y): header text y 72 (59 + 13), 20.333 tall, 72.333 wide ("Section 1", not uppercased); cells 52 tall at 102.333 and 189.333; "Item 1" y 118.333; "Item 2" y 205.333
// source: FrameLab (Devices/platform-ios.yaml os.ios26): header y = 59 + 13 = 72; rows start 72 + 20.333 + 10 = 102.333; Item 1 y = 102.333 + 15.5 + (52 − 31 − 20.333)/2 = 118.167
// source: section 2: 102.333 + 52 + empty footer 17.5 + empty header 17.5 = 189.333 (SNT: the second cell at 189.333); Item 2 y = 189.333 + 15.833 = 205.167
// source: tolerance 0.17 (half a 3x pixel): SwiftUI snaps a text's origin to the pixel grid (118.167 → 118.333, 205.167 → 205.333); FrameLab does not snap
// source: the same view on iOS 18 (list-sentry-measured-ios18): 44-tall rows, a 13-pt uppercased header with 17 above, 35.333 between sections
// source: x: this device is 393 wide (≥ 390: margin 20, x = 20 + 16 = 36); SNT's 300-wide window has margin.narrow 16 (card x 16, text x 32)
// expect header: x=36 y=72 height=20.333
// expect item1: x=36 y=118.333 height=20.333
// expect item2: x=36 y=205.333 height=20.333
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
