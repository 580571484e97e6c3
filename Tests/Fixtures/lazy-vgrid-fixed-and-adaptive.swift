// fixture: a fixed 70 column and an adaptive(minimum: 40) item in 200 points make 3 columns: 70, 57, 57
// window: 200x400
// source: objc.io "SwiftUI's Grid Views" quiz #1 (answer A, checked in SwiftUI): 200 − 8 − 70 = 122; (122 + 8) / 48 = 2.7 → 2 of (122 − 8) / 2 = 57
// expect grid: x=0 width=200 height=30
// expect a: x=0 width=70 the fixed column
// expect b: x=78 width=57 70 + 8
// expect c: x=143 width=57 78 + 57 + 8
LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) {
  Color.red.frame(height: 30).id("a")
  Color.red.frame(height: 30).id("b")
  Color.red.frame(height: 30).id("c")
}
.id("grid")
.frame(width: 200)
