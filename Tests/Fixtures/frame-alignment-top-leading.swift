// fixture: a fixed frame aligns a smaller child by its alignment
// window: 300x300
// source: layout-semantics 3.1: child.x = fx*(W - w): topLeading puts the 20x20 child at the frame's origin (100, 100)
// expect frame: x=100 y=100 width=100 height=100
// expect rect: x=100 y=100 width=20 height=20
Rectangle()
  .frame(width: 20, height: 20)
  .id("rect")
  .frame(width: 100, height: 100, alignment: .topLeading)
  .id("frame")
