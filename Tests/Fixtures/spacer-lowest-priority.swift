// fixture: a bare Spacer is sized last (priority -infinity)
// window: 300x100
// source: OSU-Spacer layoutPriority -inf, WATERUI probe (digest 9.2): the Spacer keeps its minimum 8; the colour takes 292
// expect red: x=0 width=292
// expect spacer: x=292 width=8
HStack(spacing: 0) {
  Color.red
    .id("red")
  Spacer()
    .id("spacer")
}
