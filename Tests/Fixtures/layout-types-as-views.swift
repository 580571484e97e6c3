// fixture: ZStackLayout and GridLayout called with content lay out as ZStack and Grid
// window: 300x300
// source: Apple's ZStackLayout/GridLayout documentation (same layout as ZStack/Grid)
// expect small: x=0 y=0 width=20 height=20 topLeading in the 100×100 ZStackLayout, held at the leading edge of the 300-wide frame at the top
// expect cell: x=124 y=100 width=40 height=30 GridLayout columns 40 + 2 + 10 = 52 wide, centred in 300: (300 − 52) / 2 = 124; below the 100-point ZStack
VStack(spacing: 0) {
  ZStackLayout(alignment: .topLeading) {
    Color.blue.frame(width: 100, height: 100)
    Color.red.frame(width: 20, height: 20).id("small")
  }
  .frame(width: 300, alignment: .leading)
  GridLayout(horizontalSpacing: 2) {
    GridRow {
      Color.green.frame(width: 40, height: 30).id("cell")
      Color.green.frame(width: 10, height: 10)
    }
  }
}
.frame(width: 300, height: 300, alignment: .top)
