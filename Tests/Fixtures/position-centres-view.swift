// fixture: position(x:y:) takes its whole proposal and centres its view on the point of its own frame; position(CGPoint) does the same, and the view is proposed what the modifier was
// window: 300x300
// source: Apple 'position(x:y:)' ("Positions the center of this view at the specified coordinates in its parent's coordinate space"): two positions share the 300×300 window in a spacing-0 VStack, equally flexible, 300×150 each; the 40×20 box is centred on (100, 50) of the first: (100 − 20, 50 − 10) = (80, 40); the second starts at y 150 and centres the 10×10 dot on (0, 150): (0 − 5, 150 + 150 − 5) = (−5, 295); the Color under the second is proposed 300×150 and takes it, centred on (150, 75): (0, 150)
// expect first: x=0 y=0 width=300 height=150
// expect box: x=80 y=40 width=40 height=20
// expect second: x=0 y=150 width=300 height=150
// expect dot: x=-5 y=295 width=10 height=10
// expect fill: x=0 y=150 width=300 height=150
VStack(spacing: 0) {
  Rectangle()
    .frame(width: 40, height: 20)
    .id("box")
    .position(x: 100, y: 50)
    .id("first")
  ZStack {
    Color.blue
      .id("fill")
      .position(x: 150, y: 75)
    Color.red
      .frame(width: 10, height: 10)
      .id("dot")
      .position(CGPoint(x: 0, y: 150))
  }
  .id("second")
}
