// fixture: reference case CRF-07a (confidence A) from layout-cases.md
// device: iphone-15-pro
// source: FBM-CRF, APPLE-CRF: 393/3 = 131; x = k*(131+10); HStack 10*131 + 9*10 = 1400
// tolerance: 0.05
// expect item0: x=0 width=131
// expect item1: x=141 width=131
// expect item2: x=282 width=131
// expect hstack: width=1400
ScrollView(.horizontal) {
  HStack(spacing: 10) {
    Rectangle()
      .aspectRatio(3 / 2, contentMode: .fit)
      .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 0)
      .id("item0")
    Rectangle()
      .aspectRatio(3 / 2, contentMode: .fit)
      .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 0)
      .id("item1")
    Rectangle()
      .aspectRatio(3 / 2, contentMode: .fit)
      .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 0)
      .id("item2")
    ForEach(3..<10) { _ in
      Rectangle()
        .aspectRatio(3 / 2, contentMode: .fit)
        .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 0)
    }
  }
  .id("hstack")
}
