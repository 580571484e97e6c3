// fixture: right to left, .leading alignment and leading padding are on the right
// window: 300x100
// direction: rtl
// source: Apple LayoutDirection docs (x flipped within each parent): the 300-wide frame puts its 110-wide content (padding 20 + 90) at leading = the right: 300 - 110 = 190; the leading padding of 20 is then on the right, so the 90-wide HStack sits at 300 - 20 - 90 = 190; its first child at 190 + 90 - 50 = 230
// expect content: x=190 width=110
// expect stack: x=190 width=90
// expect first: x=230 width=50
HStack(spacing: 10) {
  Color.red.frame(width: 50, height: 20).id("first")
  Color.blue.frame(width: 30, height: 20)
}
.id("stack")
.padding(.leading, 20)
.id("content")
.frame(width: 300, alignment: .leading)
