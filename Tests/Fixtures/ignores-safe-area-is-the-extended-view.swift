// fixture: a view with ignoresSafeArea IS the extended view: the modifier, an overlay on it and a GeometryReader in its background get the screen
// device: iphone-15-pro
// source: issue 13 (measured on iOS: full-screen Color.ignoresSafeArea() reports 0,0 393x852, not y 59 h 759); OSU SafeAreaIgnoringLayout grows the view's own frame
// source: device-metrics.md: iPhone 15 Pro 393x852, safe area top 59, bottom 34
// expect yellow: x=0 y=0 width=393 height=852 (slot 0,59 393x759 extended up by 59 and down by 34)
// expect layered: x=0 y=0 width=393 height=852 (the overlay takes its primary's extended frame)
// expect reader: x=0 y=0 width=393 height=852 (a GeometryReader in the background is proposed the extended size)
// expect bar: x=0 y=0 width=393 height=10 (top-aligned on the extended frame, not at y 59)
Color.yellow
  .ignoresSafeArea()
  .id("yellow")
  .background(GeometryReader { _ in Color.clear }.id("reader"))
  .overlay(alignment: .top) {
    Color.red
      .frame(height: 10)
      .id("bar")
  }
  .id("layered")
