// fixture: @Environment(\.horizontalSizeClass) is read from the device: regular on an iPad takes the if branch
// device: ipad-pro-13
// source: ipad-pro-13 is regular width (Devices/ipados.yaml); screen 1032x1376, safe area top 24, bottom 20 (Devices/ipad-pro-13.yaml)
// expect sidebar: x=0 y=24 width=300 height=1332   (HStack: the fixed 300 pt frame first; height 1376 - 24 - 20 = 1332)
// expect detail: x=300 y=24 width=732 height=1332  (the rest of the width: 1032 - 300 = 732)
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
