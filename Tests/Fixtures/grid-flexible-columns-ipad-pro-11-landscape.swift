// fixture: the same Grid on an 11-inch iPad Pro in landscape
// device: ipad-pro-11 landscape
// source: Grid columns share the offered width as stack children do; iPad Pro 11 landscape 1210×834, safe area 24 top, 20 bottom (device profile)
// expect grid: x=0 y=24 width=1210 height=790 834 − 24 − 20 = 790
// expect fill: x=108 width=1102 1210 − 8 − 100 = 1102
// expect fill2: y=423 height=391 (790 − 8) / 2 = 391; 24 + 391 + 8
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
