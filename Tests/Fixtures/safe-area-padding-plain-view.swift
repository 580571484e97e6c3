// fixture: safeAreaPadding acts as padding on a view that is not a container
// window: 300x300
// source: APPLE-SAP, digest 3.9: 300 - 2*20 = 260 at x 20
// expect red: x=20 width=260
Color.red
  .id("red")
  .safeAreaPadding(.horizontal, 20)
