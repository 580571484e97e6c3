// fixture: reference case F-01 (confidence A) from layout-cases.md
// window: 300x300
// source: MAJID: outer 50x50 centred at 125; inner 100x100 centred on it: 125 - 25
// tolerance: 0.05
// expect outer: x=125 y=125 width=50 height=50
// expect inner: x=100 y=100 width=100 height=100
Rectangle()
  .frame(width: 100, height: 100)
  .id("inner")
  .frame(width: 50, height: 50)
  .id("outer")
