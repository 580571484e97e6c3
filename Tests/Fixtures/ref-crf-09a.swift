// fixture: reference case CRF-09a (confidence B) from layout-cases.md
// device: iphone-15-pro
// source: APPLE-CRF with safeAreaPadding: usable 393 - 40 = 353; (353 - 30)/4*3 + 20 = 262.25; /1.5 = 174.833
// tolerance: 0.05
// expect item0: width=262.25 height=174.8333
ScrollView(.horizontal) {
  LazyHStack(spacing: 10.0) {
    Rectangle()
      .aspectRatio(3.0 / 2.0, contentMode: .fit)
      .containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 10.0)
      .id("item0")
    Rectangle()
      .aspectRatio(3.0 / 2.0, contentMode: .fit)
      .containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 10.0)
    ForEach(2..<10) { _ in
      Rectangle()
        .aspectRatio(3.0 / 2.0, contentMode: .fit)
        .containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 10.0)
    }
  }
}
.safeAreaPadding(.horizontal, 20.0)
