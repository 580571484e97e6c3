// fixture: reference case CRF-04 (confidence B) from layout-cases.md
// device: iphone-15-pro
// source: FBM-CRF: the overlay is not inside the NavigationStack: 759/2 = 379.5; width = primary's 393; y = 338.5 + 100 - 189.75
// tolerance: 0.05
// expect overlay: x=0 y=248.75 width=393 height=379.5
NavigationStack {
  VStack {
    Rectangle()
  }
  .frame(width: 400, height: 500)
}
.frame(height: 200)
.overlay(
  Rectangle()
    .id("overlay")
    .containerRelativeFrame(.vertical) { h, _ in h / 2 }
)
