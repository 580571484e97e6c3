// fixture: reference case A-02 (confidence A) from layout-cases.md
// window: 100x100
// source: OBJC-AR: 16:9 fill -> 177.78x100 at x -38.89
// tolerance: 0.05
// expect pink: x=-38.8889 y=0 width=177.7778 height=100
Color.pink
  .id("pink")
  .aspectRatio(16 / 9, contentMode: .fill)
