// fixture: a Divider in a LazyVGrid cell is horizontal (a grid is not a stack) and as wide as its column, centred in the row
// window: 300x300
// source: Views/Divider.yaml (OSU Divider.swift: horizontal when not in a stack); LazyVGrid columns .fixed(100) with the default 8 spacing (Apple GridItem docs): 100 + 8 + 100 = 208; row height max(20, 1/3) = 20
// expect grid: x=46 y=140 width=208 height=20 centred: (300 − 208) / 2, (300 − 20) / 2
// expect d: x=154 y=149.833 width=100 height=0.333 46 + 100 + 8; 140 + (20 − 1/3) / 2
LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.fixed(100))]) {
  Color.red.frame(height: 20)
  Divider().id("d")
}
.id("grid")
