// fixture: right to left, .offset(x:) still moves a view to the right
// window: 300x100
// direction: rtl
// source: OpenSwiftUI OffsetEffect.swift (OffsetPosition: the offset is added after the position is resolved for the layout direction): the 40-wide view centred at (300 - 40)/2 = 130 is not moved by mirroring (130 + 40 = 170 mirrors to 300 - 170 = 130); offset(x: 25) gives 130 + 25 = 155, not 105
// expect moved: x=155 width=40
Color.red
  .frame(width: 40, height: 40)
  .id("moved")
  .offset(x: 25)
