// fixture: reference case CRF-02 (confidence B) from layout-cases.md
// device: iphone-15-pro
// source: APPLE-CRF formula: (759 - 0*1)/2*1 + 0*0 = 379.5
// tolerance: 0.05
// expect rect: height=379.5
VStack {
  Rectangle()
    .id("rect")
    .containerRelativeFrame(.vertical, count: 2, span: 1, spacing: 0)
}
.frame(width: 400, height: 500)
