// fixture: reference case S-01 (confidence B) from layout-cases.md
// window: 400x100
// source: OSU-Stack, FG-H: frame first (100 of 400/3), then 300/2 = 150 each
// tolerance: 0.05
// expect fixed: x=0 width=100 height=100
// expect red: x=100 width=150 height=100
// expect blue: x=250 width=150 height=100
HStack(spacing: 0) {
  Rectangle()
    .frame(width: 100)
    .id("fixed")
  Color.red
    .id("red")
  Color.blue
    .id("blue")
}
