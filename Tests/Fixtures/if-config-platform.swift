// fixture: #if os(iOS) / #if DEBUG blocks and a #if inside a modifier chain follow the selected platform (iOS, DEBUG on)
// device: iphone-15-pro
// source: iphone-15-pro runs iOS (platformName of the phone idiom), safe area top 59, width 393; the macOS branch and the #else padding are not taken
// expect bar: x=0 y=59 width=393 height=44         (the iOS block: a 44 pt bar at the safe-area top)
// expect debug: x=0 y=103 width=393 height=10      (#if DEBUG is taken: DEBUG is on; 59 + 44 = 103)
// expect padded: x=10 y=123 width=373 height=20    (.padding(10) from the iOS clause of the chain: 103 + 10 + 10 = 123, 393 - 2 × 10 = 373)
VStack(spacing: 0) {
  #if os(iOS)
  Color.gray.frame(height: 44).id("bar")
  #elseif os(macOS)
  Color.gray.frame(height: 28).id("bar")
  #endif
  #if DEBUG
  Color.red.frame(height: 10).id("debug")
  #endif
  Color.blue.frame(height: 20).id("padded")
    #if os(iOS)
    .padding(10)
    #else
    .padding(30)
    #endif
  Spacer()
}
