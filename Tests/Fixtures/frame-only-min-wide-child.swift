// fixture: only minWidth with a child wider than the proposal is capped at the proposal
// window: 300x300
// source: APPLE-FLEX 'only min': max(min(300, 400), 100) = 300
// expect frame: width=300 x=0
Rectangle()
  .frame(width: 400, height: 10)
  .frame(minWidth: 100)
  .id("frame")
