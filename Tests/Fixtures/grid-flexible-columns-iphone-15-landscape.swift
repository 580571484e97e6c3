// fixture: the same Grid in landscape: the Color column grows to the landscape safe area
// device: iphone-15 landscape
// source: Grid columns share the offered width as stack children do; iPhone 15 landscape safe area 59 left/right, 20 bottom on iOS 26 (Devices/iphone-15.yaml, FDP-291)
// expect grid: x=59 y=0 width=734 height=373 852 − 2 × 59 = 734; 393 − 20 = 373
// expect fill: x=167 width=626 734 − 8 − 100 = 626; 59 + 100 + 8
// expect fill2: y=190.5 height=182.5 (373 − 8) / 2 = 182.5; 182.5 + 8
Grid {
  GridRow {
    Color.gray.frame(width: 100).id("label")
    Color.blue.id("fill")
  }
  GridRow {
    Color.gray.frame(width: 100)
    Color.blue.id("fill2")
  }
}
.id("grid")
