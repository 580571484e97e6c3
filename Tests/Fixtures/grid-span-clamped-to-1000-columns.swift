// fixture: hostile gridCellColumns spans are clamped to 1000 columns in all, with one warning at the grid, so the layout stays linear (30 rows of 30 cells spanning 1000 each took 11 s before)
// window: 400x400
// source: FrameLab's documented clamp (docs/adaptive.md, bad input); spanning cells do not widen columns (FrameLab's reading), so with horizontalSpacing 0 the grid is as wide as its single-column cells
// expect grid: width=20 height=30   column 1 (the single cell) and column 1000 (row 3's second cell, past the clamp, shares the last) are 10 wide, the other 998 empty; rows 10 + 10 + 10, spacing 0
// expect-diagnostic: warning: the grid's rows span more than 1000 columns; FrameLab lays out 1000 and the cells past the last share it
Grid(horizontalSpacing: 0, verticalSpacing: 0) {
    GridRow {
        Color.red.frame(width: 10, height: 10)
    }
    GridRow {
        Color.blue.frame(width: 10, height: 10).gridCellColumns(600)
        Color.blue.frame(width: 10, height: 10).gridCellColumns(600)
    }
    GridRow {
        Color.green.frame(width: 10, height: 10).gridCellColumns(1000)
        Color.green.frame(width: 10, height: 10)
    }
}
.id("grid")
