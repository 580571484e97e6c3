// fixture: reference case CRF-06 (confidence B) from layout-cases.md
// device: iphone-15-pro
// source: FBM-CRF rule: 393*2/3 = 262, 759/2 = 379.5, centred: (65.5, 248.75)
// tolerance: 0.05
// expect rect: x=65.5 y=248.75 width=262 height=379.5
Rectangle()
  .id("rect")
  .containerRelativeFrame([.horizontal, .vertical]) { l, a in a == .vertical ? l / 2 : l * 2 / 3 }
