// fixture: .flipsForRightToLeftLayoutDirection(true) flips drawing only: the frames are those of rtl-stack-order.swift
// window: 300x100
// direction: rtl
// source: Apple docs (flipsForRightToLeftLayoutDirection "sets whether this view flips its contents horizontally": a drawing transform, not layout); numbers as rtl-stack-order.swift: a at 300 - 105 - 50 = 145, b at 145 - 10 - 30 = 105
// expect a: x=145 width=50
// expect b: x=105 width=30
HStack(spacing: 10) {
  Image(systemName: "chevron.left").resizable().frame(width: 50, height: 20).flipsForRightToLeftLayoutDirection(true).id("a")
  Color.blue.frame(width: 30, height: 20).id("b")
}
