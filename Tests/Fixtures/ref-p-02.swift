// fixture: reference case P-02 (confidence B) from layout-cases.md
// window: 300x300
// source: OSU-Pad: 300 - 40 = 260 at (20, 20)
// tolerance: 0.05
// expect rect: x=20 y=20 width=260 height=260
// expect padded: x=0 y=0 width=300 height=300
Rectangle()
  .id("rect")
  .padding(20)
  .id("padded")
