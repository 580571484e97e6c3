// fixture: the least flexible child is sized first and its leftover grows later shares
// window: 300x100
// source: OSU-Stack: the 40-wide frame takes 40 of its 100 offer; the colours share 260: 130 each
// expect red: x=0 width=130
// expect fixed: x=130 width=40
// expect blue: x=170 width=130
HStack(spacing: 0) {
  Color.red
    .id("red")
  Rectangle()
    .frame(width: 40)
    .id("fixed")
  Color.blue
    .id("blue")
}
