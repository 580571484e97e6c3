// fixture: Grid spacing of infinity or NaN warns at the value and keeps the default 8; LazyVGrid(columns: []) warns and lays out nothing instead of failing to read []
// device: iphone-17
// source: FrameLab's documented clamps (docs/adaptive.md, bad input); default spacing 8 (layout-semantics.md §3)
// expect grid: width=28 height=28   2 columns of 10 + 8, 2 rows of 10 + 8 (the default, not infinity or NaN)
// expect empty: height=0   no columns: nothing is laid out
// expect-diagnostic: warning: horizontalSpacing: .infinity is not a usable spacing; the default spacing is used
// expect-diagnostic: warning: verticalSpacing: .nan is not a usable spacing; the default spacing is used
// expect-diagnostic: warning: LazyVGrid has no columns, so it lays out none of its children
VStack {
    Grid(horizontalSpacing: .infinity, verticalSpacing: .nan) {
        GridRow {
            Color.red.frame(width: 10, height: 10)
            Color.red.frame(width: 10, height: 10)
        }
        GridRow {
            Color.red.frame(width: 10, height: 10)
            Color.red.frame(width: 10, height: 10)
        }
    }
    .id("grid")
    LazyVGrid(columns: []) {
        Color.red.frame(height: 10)
    }
    .id("empty")
}
