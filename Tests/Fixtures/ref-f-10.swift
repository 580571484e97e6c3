// fixture: reference case F-10 (confidence B) from layout-cases.md
// window: 300x300
// source: MAJID, OSU-Frame: fixedSize proposes nil; ideal 150x60 centred at (75, 120)
// tolerance: 0.05
// expect frame: x=75 y=120 width=150 height=60
Rectangle()
  .frame(idealWidth: 150, idealHeight: 60)
  .id("frame")
  .fixedSize()
