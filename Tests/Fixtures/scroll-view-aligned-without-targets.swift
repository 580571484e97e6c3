// fixture: .viewAligned with no scrollTargetLayout has nothing to snap to
// device: iphone-15
// source: Apple, ViewAlignedScrollTargetBehavior: aligns to "scroll targets", the views of a scrollTargetLayout(); 393 / 2 = 196.5
// expect half: x=0 width=196.5
// expect-diagnostic: warning: scrollTargetBehavior(.viewAligned) has no scroll targets: put .scrollTargetLayout() on the stack
ScrollView(.horizontal) {
  LazyHStack(spacing: 0) {
    Color.red
      .containerRelativeFrame(.horizontal, count: 2, spacing: 0)
      .id("half")
    Color.blue
      .containerRelativeFrame(.horizontal, count: 2, spacing: 0)
  }
}
.frame(height: 100)
.scrollTargetBehavior(.viewAligned(limitBehavior: .always))
