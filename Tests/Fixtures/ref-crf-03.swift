// fixture: reference case CRF-03 (confidence A) from layout-cases.md
// device: iphone-15-pro
// source: FBM-CRF 'the final height of the Rectangle is 100': NavigationStack 393x200 at y 338.5 touches no inset; bar not subtracted; 200/2
// tolerance: 0.05
// expect rect: width=400 height=100
NavigationStack {
  VStack {
    Rectangle()
      .id("rect")
      .containerRelativeFrame(.vertical) { h, _ in h / 2 }
  }
  .frame(width: 400, height: 500)
}
.frame(height: 200)
