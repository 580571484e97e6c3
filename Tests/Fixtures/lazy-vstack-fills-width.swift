// fixture: a LazyVStack fills the proposed cross length, a VStack hugs
// window: 300x300
// source: SKIP, FBM-CRF (digest 4.2): the lazy stack is 300 wide, the plain one 50
// expect lazy: width=300 height=20
// expect plain: width=50 height=20
VStack {
  LazyVStack {
    Rectangle().frame(width: 50, height: 20)
  }
  .id("lazy")
  VStack {
    Rectangle().frame(width: 50, height: 20)
  }
  .id("plain")
}
