// fixture: .environment(\.layoutDirection, .rightToLeft) mirrors only its subtree
// window: 300x200
// source: Apple LayoutDirection docs (the environment modifier overrides the direction "for a view and its child views"; x flipped within each parent): both 90-wide HStacks are centred at (300 - 90)/2 = 105; the left-to-right one has its first child at 105, the right-to-left one at 105 + 90 - 50 = 145
// expect ltrFirst: x=105 width=50
// expect rtlFirst: x=145 width=50
// expect rtlSecond: x=105 width=30
VStack {
  HStack(spacing: 10) {
    Color.red.frame(width: 50, height: 20).id("ltrFirst")
    Color.blue.frame(width: 30, height: 20)
  }
  HStack(spacing: 10) {
    Color.red.frame(width: 50, height: 20).id("rtlFirst")
    Color.blue.frame(width: 30, height: 20).id("rtlSecond")
  }
  .environment(\.layoutDirection, .rightToLeft)
}
