// fixture: a "one card plus a peek" carousel that snaps to its cards with .viewAligned and scrollTargetLayout
// device: iphone-15
// source: swiftui.cc "containerRelativeFrame sizing" CardCarousel (count 5, span 4, spacing 12, contentMargins 16, .viewAligned); Apple's containerRelativeFrame formula: usable 393 − 2 × 16 = 361 [contentMargins inferred as in the drift fixture]; column (361 − 4 × 12) / 5 = 62.6; card 62.6 × 4 + 3 × 12 = 286.4
// expect card0: x=16 width=286.4 height=200
// expect card1: x=314.4 width=286.4                     (16 + 286.4 + 12; .viewAligned rests on each card's leading edge, so no drift warning)
ScrollView(.horizontal) {
  LazyHStack(spacing: 12) {
    RoundedRectangle(cornerRadius: 20)
      .containerRelativeFrame(.horizontal, count: 5, span: 4, spacing: 12)
      .frame(height: 200)
      .id("card0")
    RoundedRectangle(cornerRadius: 20)
      .containerRelativeFrame(.horizontal, count: 5, span: 4, spacing: 12)
      .frame(height: 200)
      .id("card1")
    ForEach(2..<8) { _ in
      RoundedRectangle(cornerRadius: 20)
        .containerRelativeFrame(.horizontal, count: 5, span: 4, spacing: 12)
        .frame(height: 200)
    }
  }
  .scrollTargetLayout()
}
.scrollTargetBehavior(.viewAligned)
.contentMargins(.horizontal, 16)
