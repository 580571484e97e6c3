// fixture: bad scroll input warns and lays out: negative margins, paging nothing, paging a 0-wide scroll view
// device: iphone-15
// source: FrameLab's clamps (docs/scroll-paging.md): a negative margin is 0, so the card keeps the full 393
// expect card: x=0 width=393
// expect-diagnostic: warning: contentMargins(-10) is negative; margins cannot pull content outward, so 0 is used
// expect-diagnostic: warning: scrollTargetBehavior(.paging) on a scroll view whose content is 0 wide: there is nothing to page
// expect-diagnostic: warning: scrollTargetBehavior(.paging) on a scroll view 0 wide: a page is 0 long, so paging never moves
VStack {
  ScrollView(.horizontal) {
    Rectangle()
      .containerRelativeFrame(.horizontal)
      .frame(height: 100)
      .id("card")
  }
  .contentMargins(-10)
  ScrollView(.horizontal) {
    EmptyView()
  }
  .scrollTargetBehavior(.paging)
  ScrollView(.horizontal) {
    HStack { Color.red.frame(width: 50) }
  }
  .frame(width: 0, height: 40)
  .scrollTargetBehavior(.paging)
}
