// fixture: @Environment(\.horizontalSizeClass) is read from the device: regular on an iPad takes the if branch
// device: ipad-pro-13
// source: ipad-pro-13 is regular width (Devices/platform-ipados.yaml); screen 1032x1376; default OS ios26: safe area top 32, bottom 25 (platform-ipados.yaml, FDP-291)
// expect sidebar: x=0 y=32 width=300 height=1319   (HStack: the fixed 300 pt frame first; height 1376 - 32 - 25 = 1319)
// expect detail: x=300 y=32 width=732 height=1319  (the rest of the width: 1032 - 300 = 732)
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
