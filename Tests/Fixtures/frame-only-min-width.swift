// fixture: a flexible frame with only minWidth hugs its child but not below min
// window: 300x300
// source: APPLE-FLEX 'only min': max(min(proposal 300, child 40), min 100) = 100
// expect frame: width=100 height=10 x=100
Rectangle()
  .frame(width: 40, height: 10)
  .frame(minWidth: 100)
  .id("frame")
