// fixture: ignoresSafeArea(edges: .top) grows only upward
// device: iphone-15-pro
// source: OSU-Safe: 759 + 59 = 818 tall from y 0
// expect red: x=0 y=0 width=393 height=818
Color.red
  .id("red")
  .ignoresSafeArea(edges: .top)
