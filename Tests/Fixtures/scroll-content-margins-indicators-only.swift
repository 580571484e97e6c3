// fixture: contentMargins for .scrollIndicators move the indicators, not the content
// device: iphone-15
// source: Apple, ContentMarginPlacement.scrollIndicators: "inset their scroll indicators, but not their content"; the card keeps the scroll view's full 393 at x 0
// expect card: x=0 width=393 height=100
ScrollView(.horizontal) {
  Color.red
    .containerRelativeFrame(.horizontal)
    .frame(height: 100)
    .id("card")
}
.contentMargins(.horizontal, 20, for: .scrollIndicators)
