// fixture: a background bigger than its primary overflows without changing the size
// window: 200x100
// source: OSU-Overlay: the modifier is the primary's 100x50 at (50, 25); the 140-wide background is centred on it: 50 - 20 = 30
// expect total: x=50 y=25 width=100 height=50
// expect bg: x=30 y=25 width=140 height=50
Rectangle()
  .frame(width: 100, height: 50)
  .background {
    Rectangle()
      .frame(width: 140, height: 50)
      .id("bg")
  }
  .id("total")
