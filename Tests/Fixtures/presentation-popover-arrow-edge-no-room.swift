// fixture: arrowEdge .leading on a source at the window's leading edge leaves no room (0 - 13 - 10 < 0), so the popover goes to the first side with room, below, instead of a 0-wide frame at x = -13
// device: ipad-pro-11
// present: 1
// source: Apple popover arrowEdge (iOS 18+); the fallback order below, above, trailing, leading is an estimate of UIKit; popover.arrow 13, popover.margin 10 (estimates); source 100x40 at (0, 588.5)
// expect $presentation: x=10 y=641.5 width=300 height=200   centred on x 50 - 150 = -100, clamped to the margin 10; y = 628.5 + 13
HStack {
    Button("Info") {}
        .frame(width: 100, height: 40)
        .popover(isPresented: .constant(true), arrowEdge: .leading) {
            Color.blue.frame(width: 300, height: 200)
        }
    Spacer()
}
