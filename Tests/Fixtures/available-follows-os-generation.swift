// fixture: if #available(iOS 26, *) / #unavailable(iOS 18) follow the selected OS generation: on iOS 18 neither holds, so the else branch is laid out
// device: iphone-15-pro
// os: ios18
// source: FrameLab's #available evaluation (docs/source.md "How a view struct is evaluated"): ios18 is iOS 18, so iOS 26 is not available and iOS 18 is not unavailable; the 180 × 10 bar is centred in the 393 × 759 safe area below the 59 pt inset (iOS 18 has the same insets as iOS 26 on this phone in portrait)
// expect bar: x=106.5 y=433.5 width=180 height=10   (x = (393 - 180) / 2; y = 59 + (759 - 10) / 2)
struct Bar: View {
    var body: some View {
        if #available(iOS 26, macOS 26, *) {
            Color.red.frame(width: 260, height: 10).id("bar")
        } else if #unavailable(iOS 18) {
            Color.red.frame(width: 170, height: 10).id("bar")
        } else {
            Color.red.frame(width: 180, height: 10).id("bar")
        }
    }
}
