// fixture: reference case O-01 (confidence B) from layout-cases.md
// window: 100x50
// source: OSU-Overlay: the overlay is proposed the primary's 100x50
// tolerance: 0.05
// expect red: x=0 y=0 width=100 height=50
// expect total: x=0 y=0 width=100 height=50
Rectangle()
  .frame(width: 100, height: 50)
  .overlay(
    Color.red
      .id("red")
  )
  .id("total")
