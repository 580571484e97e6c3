// fixture: HStack(alignment: .top) aligns children to its top edge
// window: 100x100
// source: layout-semantics 4.1: the stack is (20 + 8 + 20) x 40 = 48x40, centred at (26, 30); the short child sits at its top
// expect stack: x=26 y=30 width=48 height=40
// expect short: x=54 y=30 height=10
HStack(alignment: .top) {
  Rectangle().frame(width: 20, height: 40)
  Rectangle()
    .frame(width: 20, height: 10)
    .id("short")
}
.id("stack")
