// fixture: reference case CRF-01 (confidence B) from layout-cases.md
// device: iphone-15-pro
// source: FBM-CRF: usable 393 x (852-59-34) = 759; 759/2 = 379.5; width 400 passes through; x = (393-400)/2, y = 59 + (759-500)/2 + (500-379.5)/2
// tolerance: 0.05
// expect rect: x=-3.5 y=248.75 width=400 height=379.5
VStack {
  Rectangle()
    .id("rect")
    .containerRelativeFrame(.vertical) { h, _ in h / 2 }
}
.frame(width: 400, height: 500)
