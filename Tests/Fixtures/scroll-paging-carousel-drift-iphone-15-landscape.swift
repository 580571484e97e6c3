// fixture: paging under contentMargins drifts: the page is the scroll view's width, the cards are narrower
// device: iphone-15 landscape
// source: Apple, PagingScrollTargetBehavior ("aligns scroll targets to container-based geometry") and UIKit isPagingEnabled ("stops on multiples of the scroll view's bounds"): page = the scroll view's width, 852 − 2 × 59 (landscape safe area) = 734. Apple, contentMargins(_:_:for:): content inset "by the safe area plus an additional 20 points", so containerRelativeFrame measures 734 − 40 = 694 [inferred: the digest §8.5 lists safeAreaPadding; margins are taken the same way]
// expect card0: x=79 y=86.5 width=694 height=200       (the scroll view sits in the safe area: x = 59 + 20; width 734 − 40; y = (373 − 200) / 2)
// expect card1: x=773 width=694                         (79 + 694; one swipe moves the page, 734, so card 2 rests at 20 − 40 = −20 from the scroll view)
// expect-diagnostic: warning: page length 734 (the scroll view's width) differs from a child's 694 + spacing 0 = 694
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
