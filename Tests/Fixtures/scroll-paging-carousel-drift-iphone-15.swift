// fixture: paging under contentMargins drifts: the page is the scroll view's width, the cards are narrower
// device: iphone-15
// source: Apple, PagingScrollTargetBehavior ("aligns scroll targets to container-based geometry") and UIKit isPagingEnabled ("stops on multiples of the scroll view's bounds"): page = 393. Apple, contentMargins(_:_:for:): content inset "by the safe area plus an additional 20 points", so containerRelativeFrame measures 393 − 2 × 20 = 353 [inferred: the digest §8.5 lists safeAreaPadding; margins are taken the same way]
// expect card0: x=20 y=338.5 width=353 height=200      (x = 20 margin; y = 59 + (759 − 200) / 2)
// expect card1: x=373 width=353                         (20 + 353 + spacing 0; one swipe moves 393, so card 2 rests at 373 − 393 = −20)
// expect-diagnostic: warning: page length 393 (the scroll view's width) differs from a child's 353 + spacing 0 = 353: after one swipe child 2 rests at -20 instead of 20
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
