// fixture: ignoresSafeArea grows a view that touches the safe-area edges to the whole screen
// device: iphone-15-pro
// source: OSU-Safe: the colour touches both bands, so it grows to 393x852 (device-metrics: insets 59/34)
// expect red: x=0 y=0 width=393 height=852
Color.red
  .id("red")
  .ignoresSafeArea()
