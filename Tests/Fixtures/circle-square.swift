// fixture: a circle is as large as the smaller proposed side
// window: 300x100
// source: OSU-Shape: min(300, 100) = 100, centred at x 100
// expect circle: x=100 y=0 width=100 height=100
Circle()
  .id("circle")
