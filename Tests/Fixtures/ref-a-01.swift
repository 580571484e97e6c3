// fixture: reference case A-01 (confidence A) from layout-cases.md
// window: 100x100
// source: OBJC-AR: 16:9 fit in 100x100 -> 100x56.25 at y 21.875
// tolerance: 0.05
// expect pink: x=0 y=21.875 width=100 height=56.25
Color.pink
  .id("pink")
  .aspectRatio(16 / 9, contentMode: .fit)
