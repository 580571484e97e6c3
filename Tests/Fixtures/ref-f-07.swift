// fixture: reference case F-07 (confidence B) from layout-cases.md
// window: 300x300
// source: APPLE-FLEX/OSU: maxWidth .infinity takes the proposal 300
// tolerance: 0.05
// expect frame: x=0 y=0 width=300 height=300
Rectangle()
  .frame(maxWidth: .infinity)
  .id("frame")
