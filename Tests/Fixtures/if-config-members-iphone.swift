// fixture: #if / #elseif / #else around members of a struct (a stored property, body, a helper view) follow the selected platform like top-level #if: iOS, DEBUG on, Swift 6.2, UIKit importable
// device: iphone-15-pro
// source: FrameLab's #if evaluation (docs/source.md "How a view struct is evaluated"): os(macOS) is false on the phone, DEBUG is on, so side = 200; the os(iOS) body is compiled; swift(>=5.9) && canImport(UIKit) holds, so badge is the red one of width side; centred in the 393 × 759 safe area below the 59 pt inset
// expect card: x=96.5 y=338.5 width=200 height=200   (x = (393 - 200) / 2; y = 59 + (759 - 200) / 2 = 338.5)
struct Card: View {
    #if os(macOS)
    let side: CGFloat = 300
    #elseif DEBUG
    let side: CGFloat = 200
    #else
    let side: CGFloat = 100
    #endif

    #if os(iOS)
    var body: some View {
        badge.frame(width: side, height: side).id("card")
    }
    #else
    var body: some View {
        badge.frame(width: side / 2, height: side / 2).id("card")
    }
    #endif

    #if swift(>=5.9) && canImport(UIKit)
    private var badge: some View { Color.red }
    #elseif swift(<5.9)
    private var badge: some View { Color.blue.frame(width: 10) }
    #else
    private var badge: some View { Color.green }
    #endif
}
