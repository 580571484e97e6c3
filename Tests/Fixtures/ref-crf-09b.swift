// fixture: reference case CRF-09b (confidence C) from layout-cases.md
// device: iphone-15-pro
// source: content starts at the 20-pt inset; item 1 at 20 + 262.25 + 10; LazyHStack fills 759
// tolerance: 0.05
// expect item0: x=20
// expect item1: x=292.25
// expect scroll: width=393 height=759
ScrollView(.horizontal) {
  LazyHStack(spacing: 10.0) {
    Rectangle()
      .aspectRatio(3.0 / 2.0, contentMode: .fit)
      .containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 10.0)
      .id("item0")
    Rectangle()
      .aspectRatio(3.0 / 2.0, contentMode: .fit)
      .containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 10.0)
      .id("item1")
    ForEach(2..<10) { _ in
      Rectangle()
        .aspectRatio(3.0 / 2.0, contentMode: .fit)
        .containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 10.0)
    }
  }
}
.id("scroll")
.safeAreaPadding(.horizontal, 20.0)
