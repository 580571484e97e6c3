// fixture: paging under contentMargins drifts: the page is the scroll view's width, the cards are narrower
// device: ipad-pro-11 landscape
// source: Apple, PagingScrollTargetBehavior ("aligns scroll targets to container-based geometry") and UIKit isPagingEnabled ("stops on multiples of the scroll view's bounds"): page = 1210. Apple, contentMargins(_:_:for:): content inset "by the safe area plus an additional 20 points", so containerRelativeFrame measures 1210 − 40 = 1170 [inferred: the digest §8.5 lists safeAreaPadding; margins are taken the same way]
// expect card0: x=20 y=320.5 width=1170 height=200     (width 1210 − 40; y = 32 + (777 − 200) / 2, 777 = 834 − 32 − 25)
// expect card1: x=1190 width=1170                       (20 + 1170; a page is 1210, 40 more)
// expect-diagnostic: warning: page length 1210 (the scroll view's width) differs from a child's 1170 + spacing 0 = 1170
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
