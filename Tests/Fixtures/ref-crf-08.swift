// fixture: reference case CRF-08 (confidence B) from layout-cases.md
// device: iphone-15-pro
// source: FBM-CRF: (393 - 10*2)/3 = 124.333; /1.5 = 82.889; item 2 at 2*(124.333+10)
// tolerance: 0.05
// expect item0: x=0 width=124.3333 height=82.8889
// expect item2: x=268.6667 width=124.3333
ScrollView(.horizontal) {
  HStack(spacing: 10) {
    Rectangle()
      .aspectRatio(3 / 2, contentMode: .fit)
      .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 10)
      .id("item0")
    Rectangle()
      .aspectRatio(3 / 2, contentMode: .fit)
      .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 10)
    Rectangle()
      .aspectRatio(3 / 2, contentMode: .fit)
      .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 10)
      .id("item2")
    ForEach(3..<10) { _ in
      Rectangle()
        .aspectRatio(3 / 2, contentMode: .fit)
        .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 10)
    }
  }
}
