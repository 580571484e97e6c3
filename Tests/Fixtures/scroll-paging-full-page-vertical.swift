// fixture: Apple's paging example: full-screen pages in a vertical scroll view, each page as long as a child
// device: iphone-15
// source: Apple, PagingScrollTargetBehavior example (LazyVStack(spacing: 0.0) of views flexible in both directions); containerRelativeFrame measures the scroll view's 393 × (852 − 59 − 34) = 393 × 759 (digest §8.5)
// expect page0: x=0 y=59 width=393 height=759          (one page: 759 = the scroll view's height, so no drift)
// expect page1: y=818 height=759                        (59 + 759 + spacing 0)
ScrollView {
  LazyVStack(spacing: 0.0) {
    Color.blue
      .containerRelativeFrame([.horizontal, .vertical])
      .id("page0")
    Color.green
      .containerRelativeFrame([.horizontal, .vertical])
      .id("page1")
    ForEach(2..<5) { _ in
      Color.gray.containerRelativeFrame([.horizontal, .vertical])
    }
  }
}
.scrollTargetBehavior(.paging)
