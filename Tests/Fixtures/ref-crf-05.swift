// fixture: reference case CRF-05 (confidence B) from layout-cases.md
// device: iphone-15-pro
// source: FBM-CRF: 393*2/3 = 262; height keeps the VStack's proposal 100
// tolerance: 0.05
// expect rect: width=262 height=100
VStack {
  Rectangle()
    .id("rect")
    .containerRelativeFrame(.horizontal) { l, axis in axis == .vertical ? l / 2 : l * 2 / 3 }
}
.frame(height: 100)
