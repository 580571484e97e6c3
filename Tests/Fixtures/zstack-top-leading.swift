// fixture: ZStack(alignment: .topLeading) puts every child at its origin
// window: 100x100
// source: OSU-Z: the union is 100x100; topLeading aligns both at (0, 0)
// expect tall: x=0 y=0 width=50 height=100
ZStack(alignment: .topLeading) {
  Rectangle().frame(width: 100, height: 50)
  Rectangle()
    .frame(width: 50, height: 100)
    .id("tall")
}
