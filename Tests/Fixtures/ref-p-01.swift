// fixture: reference case P-01 (confidence B) from layout-cases.md
// window: 82x62
// source: OSU-Pad: default padding 16: 50+32 = 82, 30+32 = 62
// tolerance: 0.05
// expect padded: x=0 y=0 width=82 height=62
// expect rect: x=16 y=16 width=50 height=30
Rectangle()
  .frame(width: 50, height: 30)
  .id("rect")
  .padding()
  .id("padded")
