// fixture: VStack(alignment: .leading) aligns narrower children to the leading edge
// window: 300x300
// source: layout-semantics 4.1: stack 100 x (30+10+30) centred at (100, 115); the narrow child at x 100, y 115 + 40
// expect stack: x=100 y=115 width=100 height=70
// expect narrow: x=100 y=155 width=50
VStack(alignment: .leading, spacing: 10) {
  Rectangle().frame(width: 100, height: 30)
  Rectangle()
    .frame(width: 50, height: 30)
    .id("narrow")
}
.id("stack")
