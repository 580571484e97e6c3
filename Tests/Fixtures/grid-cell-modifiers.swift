// fixture: Grid columns from the widest cell, a Divider outside a GridRow spanning them, gridColumnAlignment, gridCellAnchor, gridCellColumns, explicit spacing
// window: 300x300
// source: Apple documentation of Grid, GridRow, gridCellColumns, gridColumnAlignment, gridCellAnchor; the Divider is one pixel, 1/3 at the window's 3× (Views/Divider.yaml, control-metrics §3.10); the arithmetic below
// expect grid: x=75 y=114.833 width=150 height=70.333 columns max(40, 60) = 60 and 80: 60 + 10 + 80 = 150; rows 30 + 1/3 + 10 + 12 + 3 × 6 = 70.333; centred in 300×300: (300 − 70.333) / 2
// expect a: x=75 y=119.833 width=40 column 0 is .leading (c's gridColumnAlignment applies to the column); centred in the 30 row: 114.833 + 5
// expect b: x=145 width=80 75 + 60 + 10
// expect div: x=75 y=150.833 width=150 height=0.333 the Divider spans the columns without widening the grid; 114.833 + 30 + 6
// expect d: x=205 y=157.167 gridCellAnchor(.bottomTrailing): 145 + 80 − 20 = 205; 150.833 + 1/3 + 6
// expect e: x=75 y=173.167 width=150 gridCellColumns(2) spans 60 + 10 + 80; 157.167 + 10 + 6
Grid(horizontalSpacing: 10, verticalSpacing: 6) {
  GridRow {
    Color.red.frame(width: 40, height: 20).id("a")
    Color.red.frame(width: 80, height: 30).id("b")
  }
  Divider().id("div")
  GridRow {
    Color.blue.frame(width: 60, height: 10).gridColumnAlignment(.leading).id("c")
    Color.blue.frame(width: 20, height: 10).gridCellAnchor(.bottomTrailing).id("d")
  }
  GridRow {
    Color.green.frame(height: 12).gridCellColumns(2).id("e")
  }
}
.id("grid")
