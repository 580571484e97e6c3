// fixture: reference case S-06 (confidence B) from layout-cases.md
// window: 300x100
// source: OSU-Spacer: no spacing next to a Spacer; 300 - 100 = 200; the Spacer is 0 tall
// tolerance: 0.05
// expect left: x=0 width=50 height=100
// expect spacer: x=50 width=200 height=0
// expect right: x=250 width=50 height=100
// expect stack: width=300 height=100
HStack {
  Rectangle()
    .frame(width: 50)
    .id("left")
  Spacer()
    .id("spacer")
  Rectangle()
    .frame(width: 50)
    .id("right")
}
.id("stack")
