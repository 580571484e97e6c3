// fixture: the foldable iPhone open (inner display) in landscape: 951×669, the same side column; regular width, so a NavigationSplitView shows its columns
// device: iphone-duo landscape
// posture: open
// source: GSD (@0e30796 §1: inner display, unfolded, landscape, 951 × 669 @3x, insets 0/34/0/84, iOS 27.1); regular × regular (xhzq233/ios-use#15, jonwiggins/optio#606); sidebar 320 (Devices/platform-ios.yaml splitView, inferred)
// expect sidebar: x=0 width=320    (the sidebar column: 320)
// expect detail: x=320 width=547    (951 − 84 = 867 wide safe area; 867 − 320 = 547)
NavigationSplitView {
  Color.red.id("sidebar")
} detail: {
  Color.blue.id("detail")
}
