// fixture: a List measured on real SwiftUI (iPhone 17 Pro, iOS 26.1 simulator), replayed in the same 300-wide window: header, row and the gap between sections
// device: iphone-17-pro
// os: ios26
// tolerance: 0.17
// source: SNT = getsentry/sentry-cocoa Tests/SentryTests/ViewCapture/SentryUIRedactBuilderTests+SwiftUI.swift@1693456d9bb0595c6893120aab81680f05e55b78 (setupSwiftUIListFixture, the isIOS26 branch of assertSwiftUIListRegions): this view in a 300×500 window at the screen origin, 3x
// source: the iOS 26.1 simulator's safe-area top is 62 (SNT's Text, Label and Image cases centre in 62…window bottom on iOS 26: box y 124, title y 171, symbol centre 201), so the window's safe region is 0,62 300×438, recreated by the outer frames
// source: SNT frames (screen): header text 32,72, 20.333 tall, 72.333 wide ("Section 1", not uppercased); cells 268×52 at x 16, y 102.333 and 189.333; "Item 1" 32,118.333; "Item 2" 32,205.333
// source: FrameLab (Devices/platform-ios.yaml os.ios26): x = margin.narrow 16 (300 < 390) + rowInset 16 = 32; header y = 62 + 10 = 72; rows start 72 + 20.333 + 10 = 102.333; Item 1 y = 102.333 + 15.5 + (52 − 31 − 20.333)/2 = 118.167
// source: section 2: 102.333 + 52 + empty footer 17.5 + empty header 17.5 = 189.333 (SNT: the second cell at 189.333); Item 2 y = 189.333 + 15.833 = 205.167
// source: tolerance 0.17 (half a 3x pixel): SwiftUI snaps a text's origin to the pixel grid (118.167 → 118.333, 205.167 → 205.333); FrameLab does not snap
// source: the same view on iOS 17 (list-sentry-measured-ios18, measured-sentry-list-window-ios17): 44-tall rows, a 13-pt uppercased header with 17 above, 35.333 between sections
// expect header: x=32 y=72 height=20.333
// expect item1: x=32 y=118.333 height=20.333
// expect item2: x=32 y=205.333 height=20.333
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
.frame(width: 300, height: 438)
.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
