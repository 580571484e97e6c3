// sweep: width=320...1000/20
// device: iphone-17-pro
// os: ios27
// fixture: an iOS 27 iPhone window stays compact width at every width, so a size-class branch never switches; the check finding appears from 700 pt
// source: fatbobman.com "From Size Class to Available Space" and Apple forums thread 836088 (iPhone windows report compact at every width on iOS 27); LayoutChecker.regularWidthFrom 700 (the iPadOS threshold, Devices/platform-ipados.yaml)
// expect segments: 2
// expect change at 700: #0 VStack "oneColumn" check – → size-class-width    (320 + 19 × 20 = 700 ≥ 700; the branch is still `sizeClass == .regular is false`)
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
        Color.red.frame(height: 200)
        Color.blue
      }
      .id("oneColumn")
    }
  }
}
