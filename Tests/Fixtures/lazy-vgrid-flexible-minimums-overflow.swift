// fixture: two .flexible columns whose minimums do not fit: the grid answers 334 for 300 and places columns of 163 and 180
// window: 300x400
// source: Fatbobman, "Predict LazyVGrid layout: flexible" (observed in SwiftUI): pass 1 (300 − 8) / 2 = 146 → 146, then 180 → 334; pass 2 (334 − 8) / 2 = 163, then 180
// expect grid: x=-17 width=334 height=30 the frame(width: 300) centres the 334-point grid: (300 − 334) / 2 = −17
// expect a: x=-17 width=163 the first column, worked out again for 334
// expect b: x=154 width=180 −17 + 163 + 8 = 154; 180 is the minimum (overflows the grid's frame by 17)
LazyVGrid(columns: [GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))]) {
  Color.red.frame(height: 30).id("a")
  Color.red.frame(height: 30).id("b")
}
.id("grid")
.frame(width: 300)
