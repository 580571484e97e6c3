// sweep: width=320...600
// device: iphone-17-pro
// os: ios27
// fixture: an iOS 27 iPhone window swept from 320 to 600 pt wide: ViewThatFits shows the VStack until the HStack fits
// source: Apple's ViewThatFits documentation (the first child that fits the proposal); a WIDTHxHEIGHT window of an iOS 27 iPhone has no safe area, so the proposal is the window: HStack = 200 + 8 (default spacing) + 200 = 408
// expect segments: 2
// expect change at 408: #0 ViewThatFits "fits" shows child 2 (VStack) → child 1 (HStack)    (408 ≥ 200 + 8 + 200; at 407 the HStack overflows)
ViewThatFits(in: .horizontal) {
  HStack {
    Color.red.frame(width: 200, height: 40)
    Color.red.frame(width: 200, height: 40)
  }
  VStack {
    Color.blue.frame(width: 200, height: 40)
    Color.blue.frame(width: 200, height: 40)
  }
}
.id("fits")
