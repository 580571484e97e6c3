// fixture: reference case S-02 (confidence B) from layout-cases.md
// window: 400x100
// source: OSU-Spacing: 2*8 gaps leave 384; 384 - 100 = 284 = 2*142; x 0, 108, 258
// tolerance: 0.05
// expect fixed: x=0 width=100
// expect red: x=108 width=142
// expect blue: x=258 width=142
HStack {
  Rectangle()
    .frame(width: 100)
    .id("fixed")
  Color.red
    .id("red")
  Color.blue
    .id("blue")
}
