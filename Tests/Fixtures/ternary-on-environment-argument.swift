// fixture: a ternary on an environment value in a numeric argument (sizeClass == .regular ? 300 : 100) is evaluated with the device's size class
// device: ipad-pro-13
// source: Devices/ipad-pro-13.yaml: 1032 × 1376, regular width, iOS 26 safe area top 32 and bottom 25, so the safe area is 1376 - 32 - 25 = 1319 tall; on an iPhone (compact) the width would be 100
// expect box: x=366 y=666.5 width=300 height=50   (x = (1032 - 300) / 2; y = 32 + (1319 - 50) / 2)
struct Box: View {
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        Color.red.frame(width: sizeClass == .regular ? 300 : 100, height: 50).id("box")
    }
}
