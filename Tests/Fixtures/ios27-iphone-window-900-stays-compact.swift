// fixture: an iOS 27 iPhone app in a 900×600 window still reports compact width, so the compact branch is laid out full width
// device: iphone-17-pro
// window: 900x600
// os: ios27
// source: fatbobman.com "From Size Class to Available Space" (WWDC 26: "no matter how the window size changed, it always remained compact"); Apple developer forums thread 836088 ("intended behavior"); a WIDTHxHEIGHT window has no safe area
// expect oneColumn: x=0 y=0 width=900 height=600    (the whole window: the compact branch's VStack)
// expect header: x=0 y=0 width=900 height=200
struct Adaptive: View {
  @Environment(\.horizontalSizeClass) private var sizeClass
  var body: some View {
    if sizeClass == .regular {
      HStack(spacing: 0) {
        Color.red.frame(width: 300)
        Color.blue
      }
      .id("twoColumns")
    } else {
      VStack(spacing: 0) {
        Color.red.frame(height: 200).id("header")
        Color.blue
      }
      .id("oneColumn")
    }
  }
}
