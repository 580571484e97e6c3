// fixture: reference case CRF-07b (confidence C) from layout-cases.md
// device: iphone-15-pro
// source: aspect fit 3:2 in 131x759: 131/1.5 = 87.333; the ScrollView hugs its content across (FG-SV)
// tolerance: 0.05
// expect item0: height=87.3333
// expect hstack: height=87.3333
// expect scroll: width=393 height=87.3333
ScrollView(.horizontal) {
  HStack(spacing: 10) {
    Rectangle()
      .aspectRatio(3 / 2, contentMode: .fit)
      .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 0)
      .id("item0")
    Rectangle()
      .aspectRatio(3 / 2, contentMode: .fit)
      .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 0)
    Rectangle()
      .aspectRatio(3 / 2, contentMode: .fit)
      .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 0)
    ForEach(3..<10) { _ in
      Rectangle()
        .aspectRatio(3 / 2, contentMode: .fit)
        .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 0)
    }
  }
  .id("hstack")
}
.id("scroll")
