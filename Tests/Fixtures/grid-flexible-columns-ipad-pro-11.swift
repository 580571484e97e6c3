// fixture: the same Grid on an 11-inch iPad Pro in portrait
// device: ipad-pro-11
// source: Grid columns share the offered width as stack children do; iPad Pro 11 portrait 834×1210, safe area 24 top, 20 bottom (device profile)
// expect grid: x=0 y=24 width=834 height=1166 1210 − 24 − 20 = 1166
// expect fill: x=108 width=726 834 − 8 − 100 = 726
// expect fill2: y=611 height=579 (1166 − 8) / 2 = 579; 24 + 579 + 8
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
