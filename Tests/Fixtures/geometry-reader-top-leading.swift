// fixture: GeometryReader takes its proposal and puts its content at the top-leading corner
// window: 100x100
// source: OSU GeometryReader (digest 2.4): 100x100; the 10x10 child at (0, 0)
// expect reader: x=0 y=0 width=100 height=100
// expect child: x=0 y=0 width=10 height=10
GeometryReader { _ in
  Rectangle()
    .frame(width: 10, height: 10)
    .id("child")
}
.id("reader")
