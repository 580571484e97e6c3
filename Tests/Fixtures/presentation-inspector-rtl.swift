// fixture: in right-to-left the iPad inspector column is on the trailing side, which is the left; the main content beside it keeps 834 - 320 and lays out right to left in it
// device: ipad-pro-11
// direction: rtl
// present: 1 main
// source: Containers/inspector.yaml (a trailing column); Apple LayoutDirection: in right-to-left "SwiftUI horizontally flips the x position of each view"; inspector.width 320 is an estimate; insets 32 / 25 (FDP-291)
// expect $presentation: x=0 y=0 width=320 height=1210   trailing is the left edge in right-to-left
// expect box: x=414 y=32 width=100 height=100   the leading box sits at the main content's right edge: 514 - 100 = 414 (in the main content's 514-wide window)
VStack {
    HStack {
        Color.red.frame(width: 100, height: 100).id("box")
        Spacer()
    }
    Spacer()
}
.inspector(isPresented: .constant(true)) {
    Color.blue
}
