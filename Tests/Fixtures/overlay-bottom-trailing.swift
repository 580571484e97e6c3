// fixture: an overlay aligned bottomTrailing on its primary
// window: 100x50
// source: OSU-Overlay: S.origin = P.origin + A(P) - A(S) = (100 - 20, 50 - 10)
// expect badge: x=80 y=40 width=20 height=10
Rectangle()
  .frame(width: 100, height: 50)
  .overlay(alignment: .bottomTrailing) {
    Rectangle()
      .frame(width: 20, height: 10)
      .id("badge")
  }
