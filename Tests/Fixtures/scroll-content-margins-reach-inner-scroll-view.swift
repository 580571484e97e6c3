// fixture: contentMargins set on a stack reaches the scroll view inside it (an environment value), and stops there
// device: iphone-15
// source: Apple, contentMargins(_:_:for:) ("customize the content margins of different kinds of views", set through the environment); usable 393 − 2 × 24 = 345 at x 24; the Text row outside any scroll view is not inset
// expect card: x=24 width=345
// expect plain: x=0 width=393
VStack(spacing: 0) {
  Color.gray
    .frame(height: 40)
    .id("plain")
  ScrollView(.horizontal) {
    Color.red
      .containerRelativeFrame(.horizontal)
      .frame(height: 100)
      .id("card")
  }
}
.contentMargins(.horizontal, 24)
