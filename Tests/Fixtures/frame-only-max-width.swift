// fixture: only maxWidth takes the capped proposal even when the child is smaller
// window: 300x300
// source: APPLE-FLEX, OSU-Frame (digest 9.1, not MAJID's prose): min(max(min(300, 50), 20), 50) = 50
// expect frame: width=50 x=125
Rectangle()
  .frame(width: 20, height: 10)
  .frame(maxWidth: 50)
  .id("frame")
