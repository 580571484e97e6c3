// fixture: safeAreaInset reserves an edge for its content
// window: 300x300
// source: OSU-Safe (digest 3.9): a 50-tall bar at the bottom with spacing 0 leaves 250 for the primary
// expect main: y=0 height=250
// expect bar: y=250 height=50
Color.red
  .id("main")
  .safeAreaInset(edge: .bottom, spacing: 0) {
    Color.blue
      .frame(height: 50)
      .id("bar")
  }
