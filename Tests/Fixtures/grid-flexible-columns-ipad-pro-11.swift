// fixture: the same Grid on an 11-inch iPad Pro in portrait
// device: ipad-pro-11
// source: Grid columns share the offered width as stack children do; iPad Pro 11 portrait 834×1210, iOS 26 safe area 32 top, 25 bottom (Devices/platform-ipados.yaml, FDP-291)
// expect grid: x=0 y=32 width=834 height=1153 1210 − 32 − 25 = 1153
// expect fill: x=108 width=726 834 − 8 − 100 = 726
// expect fill2: y=612.5 height=572.5 (1153 − 8) / 2 = 572.5; 32 + 572.5 + 8
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
