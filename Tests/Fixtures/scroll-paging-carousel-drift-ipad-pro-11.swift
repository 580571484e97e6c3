// fixture: paging under contentMargins drifts: the page is the scroll view's width, the cards are narrower
// device: ipad-pro-11
// source: Apple, PagingScrollTargetBehavior ("aligns scroll targets to container-based geometry") and UIKit isPagingEnabled ("stops on multiples of the scroll view's bounds"): page = 834. Apple, contentMargins(_:_:for:): content inset "by the safe area plus an additional 20 points", so containerRelativeFrame measures 834 − 40 = 794 [inferred: the digest §8.5 lists safeAreaPadding; margins are taken the same way]
// expect card0: x=20 y=508.5 width=794 height=200      (x = 20; width 834 − 40; y = 32 + (1153 − 200) / 2, 1153 = 1210 − 32 − 25 safe area)
// expect card1: x=814 width=794                         (20 + 794; a page is 834, 40 more)
// expect-diagnostic: warning: page length 834 (the scroll view's width) differs from a child's 794 + spacing 0 = 794
ScrollView(.horizontal) {
  LazyHStack(spacing: 0) {
    RoundedRectangle(cornerRadius: 16)
      .containerRelativeFrame(.horizontal)
      .frame(height: 200)
      .id("card0")
    RoundedRectangle(cornerRadius: 16)
      .containerRelativeFrame(.horizontal)
      .frame(height: 200)
      .id("card1")
    ForEach(2..<6) { _ in
      RoundedRectangle(cornerRadius: 16)
        .containerRelativeFrame(.horizontal)
        .frame(height: 200)
    }
  }
}
.contentMargins(.horizontal, 20)
.scrollTargetBehavior(.paging)
