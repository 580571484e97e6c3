// fixture: @Environment(\.horizontalSizeClass) is read from the device: compact on an iPhone takes the else branch
// device: iphone-15-pro
// source: iphone-15-pro is compact width (Devices/iphone-15-pro.yaml); screen 393x852, safe area top 59, bottom 34
// expect sidebar: x=0 y=59 width=393 height=200    (VStack: the fixed 200 pt frame first, at the safe-area top)
// expect detail: x=0 y=259 width=393 height=559    (the rest: 852 - 59 - 34 - 200 = 559, below it at 59 + 200)
struct Adaptive: View {
  @Environment(\.horizontalSizeClass) private var sizeClass
  var body: some View {
    if sizeClass == .regular {
      HStack(spacing: 0) {
        Color.red.frame(width: 300).id("sidebar")
        Color.blue.id("detail")
      }
    } else {
      VStack(spacing: 0) {
        Color.red.frame(height: 200).id("sidebar")
        Color.blue.id("detail")
      }
    }
  }
}
