// sweep: height=380...420
// device: iphone-17-pro
// os: ios27
// fixture: a height sweep of an iOS 27 iPhone window (402 wide, the screen's width): ViewThatFits(in: .vertical) shows the HStack until the 408-tall VStack fits
// source: Apple's ViewThatFits documentation; VStack 200 + 8 (default spacing) + 200 = 408 tall; a WIDTHxHEIGHT window has no safe area
// expect segments: 2
// expect change at 408: #0 ViewThatFits "fits" shows child 2 (HStack) → child 1 (VStack)    (408 ≥ 200 + 8 + 200)
ViewThatFits(in: .vertical) {
  VStack {
    Color.red.frame(width: 100, height: 200)
    Color.red.frame(width: 100, height: 200)
  }
  HStack {
    Color.blue.frame(width: 100, height: 200)
    Color.blue.frame(width: 100, height: 200)
  }
}
.id("fits")
