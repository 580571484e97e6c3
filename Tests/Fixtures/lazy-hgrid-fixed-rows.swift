// fixture: a LazyHGrid with two fixed rows flows 5 cells into 3 columns, each as wide as its widest cell
// window: 400x300
// source: arithmetic of the LazyVGrid rules turned on their side (rows are the tracks; columns 8 apart)
// expect grid: width=116 height=108 columns 30, 40, 30: 30 + 8 + 40 + 8 + 30 = 116; rows 50 + 8 + 50 = 108
// expect a: x=142 y=96 width=30 height=50 grid at ((400 − 116) / 2, (300 − 108) / 2) = (142, 96)
// expect b: y=154 96 + 50 + 8
// expect c: x=180 width=40 142 + 30 + 8
// expect e: x=228 width=30 180 + 40 + 8
LazyHGrid(rows: [GridItem(.fixed(50)), GridItem(.fixed(50))]) {
  Color.red.frame(width: 30).id("a")
  Color.red.frame(width: 30).id("b")
  Color.red.frame(width: 40).id("c")
  Color.red.frame(width: 20)
  Color.red.frame(width: 30).id("e")
}
.id("grid")
