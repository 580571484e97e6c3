// fixture: with an iPad inspector shown, the main content is laid out beside the column and containerRelativeFrame in it sees the narrower width
// device: ipad-pro-11
// present: 1 main
// source: Containers/inspector.yaml narrowsMain (iPadOS 17+ shows the inspector as a column beside the content, WWDC23 "Inspectors in SwiftUI"); inspector.width 320 is an estimate; insets 32 / 25 (FDP-291)
// expect $presentation: x=514 width=320
// expect main: x=0 y=32 width=514 height=1153   834 - 320 = 514 wide; 1210 - 32 - 25 tall
Color.red
    .containerRelativeFrame(.horizontal)
    .id("main")
    .inspector(isPresented: .constant(true)) {
        Color.blue
    }
