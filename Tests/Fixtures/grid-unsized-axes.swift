// fixture: gridCellUnsizedAxes keeps a Color out of the sizing, so it takes the width the other cells decided; a Color outside a GridRow without it takes the whole offer
// window: 300x200
// source: Apple documentation of gridCellUnsizedAxes ("prevents a flexible view like a Spacer, Divider, or Color from defining the size of a row or column")
// expect inner: width=70 height=4 columns 30 + 8 + 32 = 70; the unsized Color spans them and is given the 4-point frame height
// expect innergrid: x=115 width=70 (300 − 70) / 2
// expect wide: x=0 width=300 a plain Color outside a GridRow takes the 300 offered
Group {
  Grid {
    GridRow {
      Color.red.frame(width: 30, height: 10)
      Color.red.frame(width: 32, height: 10)
    }
    Color.yellow.frame(height: 4).gridCellUnsizedAxes(.horizontal).id("inner")
  }
  .id("innergrid")
  Grid {
    GridRow {
      Color.red.frame(width: 30, height: 10)
    }
    Color.yellow.frame(height: 4).id("wide")
  }
}
