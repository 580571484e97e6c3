// fixture: reference case CRF-10 (confidence B) from layout-cases.md
// device: iphone-15-pro
// source: APPLE-CRF 'full size of the screen': 393 x (852-59-34)
// tolerance: 0.05
// expect item0: x=0 width=393 height=759
// expect item1: x=393 width=393 height=759
ScrollView(.horizontal) {
  LazyHStack(spacing: 0) {
    Rectangle()
      .containerRelativeFrame([.horizontal, .vertical])
      .id("item0")
    Rectangle()
      .containerRelativeFrame([.horizontal, .vertical])
      .id("item1")
    ForEach(2..<10) { _ in
      Rectangle()
        .containerRelativeFrame([.horizontal, .vertical])
    }
  }
}
