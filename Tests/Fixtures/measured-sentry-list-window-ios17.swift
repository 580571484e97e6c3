// fixture: SNT's List replayed in its own 300-wide window on iOS 17: the narrow margin (16) puts rows and header at x 32, as measured
// class: lists
// device: iphone-15-pro
// os: ios17
// tolerance: 0.17
// source: SNT = getsentry/sentry-cocoa Tests/SentryTests/ViewCapture/SentryUIRedactBuilderTests+SwiftUI.swift@1693456d9bb0595c6893120aab81680f05e55b78 (setupSwiftUIListFixture, the pre-iOS-26 branch of assertSwiftUIListRegions; iPhone 14 Pro iOS 16.4 / 15 Pro iOS 17.5, safe-area top 59, 3x): a 300×500 window at the screen origin → safe region 0,59 300×441 (outer frames)
// source: SNT frames (screen): header "SECTION 1" 32,76 65.667×15.667; cells 268×44 at x 16, y 97.667 and 177; "Item 1" 32,109.667; "Item 2" 32,189
// source: x = margin.narrow 16 (300 < 390 wide) + rowInset.horizontal 16 = 32 (list-sentry-measured-ios18 checks the same view on a 393-wide screen, x 36)
// source: y: header 59 + 17 = 76; rows start 76 + 15.667 + 6 = 97.667; Item 1 = 97.667 + 11 + (44 − 22 − 20.333)/2 = 109.5 (SNT 109.667, pixel snap); section 2 at 97.667 + 44 + 17.667 + 17.667 = 177; Item 2 = 188.833 (SNT 189)
// expect header: x=32 y=76 height=15.667
// expect item1: x=32 y=109.667 height=20.333
// expect item2: x=32 y=189 height=20.333
VStack {
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
}
.frame(width: 300, height: 441)
.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
