// fixture: Spacer(minLength:) keeps its minimum and the stack overflows
// window: 300x100
// source: OSU-Spacer: 140 + 30 + 140 = 310 > 300; the stack is centred: x = (300 - 310)/2
// expect spacer: width=30
// expect stack: x=-5 width=310
HStack {
  Rectangle().frame(width: 140)
  Spacer(minLength: 30)
    .id("spacer")
  Rectangle().frame(width: 140)
}
.id("stack")
