// fixture: offset moves the view but keeps its layout frame
// window: 300x300
// source: layout-semantics 'offset (moves, does not resize)': the offset node stays at 125; the child moves by (10, -5)
// expect offset: x=125 y=125 width=50 height=50
// expect rect: x=135 y=120 width=50 height=50
Rectangle()
  .frame(width: 50, height: 50)
  .id("rect")
  .offset(x: 10, y: -5)
  .id("offset")
