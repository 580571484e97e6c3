// fixture: the struct with #if around members on a Mac window: os(macOS) takes side = 300 and the #else body (half of it); canImport(UIKit) is false and swift(<5.9) too, so badge is the #else one
// device: mac-window
// source: FrameLab's #if evaluation (docs/source.md "How a view struct is evaluated"); mac-window is an 800 × 600 window with no safe-area insets
// expect card: x=325 y=225 width=150 height=150   (side / 2 = 150; x = (800 - 150) / 2, y = (600 - 150) / 2)
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
