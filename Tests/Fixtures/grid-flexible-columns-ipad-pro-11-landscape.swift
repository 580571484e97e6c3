// fixture: the same Grid on an 11-inch iPad Pro in landscape
// device: ipad-pro-11 landscape
// source: Grid columns share the offered width as stack children do; iPad Pro 11 landscape 1210×834, iOS 26 safe area 32 top, 25 bottom (Devices/platform-ipados.yaml, FDP-291)
// expect grid: x=0 y=32 width=1210 height=777 834 − 32 − 25 = 777
// expect fill: x=108 width=1102 1210 − 8 − 100 = 1102
// expect fill2: y=424.5 height=384.5 (777 − 8) / 2 = 384.5; 32 + 384.5 + 8
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
