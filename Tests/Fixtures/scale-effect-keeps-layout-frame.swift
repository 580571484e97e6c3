// fixture: scaleEffect draws its view scaled about the anchor but layout does not see it: the modifier is as large as its view, placed where the view would be, and its neighbours in a stack stay where they were
// window: 300x300
// source: Apple 'scaleEffect(_:anchor:)' ("Scales this view's rendered output by the given amount in both the horizontal and vertical directions, relative to an anchor point"): the VStack(spacing: 0) hugs three 100×50 boxes, 100×150, centred in the 300×300 window at ((300 − 100) / 2, (300 − 150) / 2) = (100, 75); the boxes are at y 75, 125, 175 whatever their scale (drawn, not laid out: the first is drawn 200×100 about its centre (150, 100), at (50, 50); the second 50×50 from its top-leading corner, at (100, 125)); the HStack's two scaled 40×40 squares stay 40 apart
// expect scaled: x=100 y=75 width=100 height=50
// expect box: x=100 y=75 width=100 height=50
// expect squeezed: x=100 y=125 width=100 height=50
// expect plain: x=100 y=175 width=100 height=50
// expect left: x=110 y=180 width=40 height=40
// expect right: x=150 y=180 width=40 height=40
ZStack {
  VStack(spacing: 0) {
    Color.red
      .frame(width: 100, height: 50)
      .id("box")
      .scaleEffect(2)
      .id("scaled")
    Color.green
      .frame(width: 100, height: 50)
      .scaleEffect(x: 0.5, y: 1, anchor: .topLeading)
      .id("squeezed")
    HStack(spacing: 0) {
      Color.blue.frame(width: 40, height: 40).scaleEffect(CGSize(width: 1.5, height: 0.5)).id("left")
      Color.yellow.frame(width: 40, height: 40).scaleEffect(3, anchor: UnitPoint(x: 0, y: 1)).id("right")
    }
    .frame(width: 100, height: 50)
    .id("plain")
  }
}
