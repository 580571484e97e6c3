// fixture: a Grid of a 100-point label column and a Color column on an iPhone 15: the Color column takes the rest of the width, rows share the height
// device: iphone-15
// source: Grid columns share the offered width as stack children do (least flexible first; semantics digest §4.1); iPhone 15 safe area 59 top, 34 bottom (device-metrics.md)
// expect grid: x=0 y=59 width=393 height=759 the safe area: 393 × (852 − 59 − 34)
// expect label: x=0 width=100 the fixed column is sized first: 100
// expect fill: x=108 width=285 393 − 8 − 100 = 285
// expect fill2: y=442.5 height=375.5 rows share 759 − 8 = 751: 375.5 each; 59 + 375.5 + 8
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
