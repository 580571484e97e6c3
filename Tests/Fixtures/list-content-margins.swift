// fixture: contentMargins on a List set the rows' margins from the list's edges (iOS 17+), in place of the style's 20; a top margin adds before the first section
// device: iphone-15-pro
// os: ios18
// source: Apple contentMargins(_:_:for:) ("customize the content margins of different kinds of views"; .scrollContent insets the content, not the indicators); that a List takes horizontal margins in place of its inset-grouped margin is inferred from the API (no measurement found) [inferred]
// source: x = contentMargins 40 + row inset 16 (SNT: row text at x 16 in the card) = 56; width = 393 − 2 × 40 − 2 × 16 = 281
// source: y = 59 (safe area) + contentMargins top 10 + empty header band 17.667 (SNT) + 11 + (44 − 22 − 20)/2 = 98.667; row 2 one 44 row later
// expect a: x=56 y=98.667 width=281 height=20
// expect b: x=56 y=142.667 width=281
List {
  Rectangle().frame(height: 20).id("a")
  Rectangle().frame(height: 20).id("b")
}
.contentMargins(.horizontal, 40, for: .scrollContent)
.contentMargins(.top, 10, for: .scrollContent)
