// fixture: LazyVGrid(.adaptive(minimum: 80)) fits 4 columns in the 361 points inside 16-point padding
// device: iphone-15
// source: objc.io "SwiftUI's Grid Views" (2020-11-23): adaptive count = floor((w + s) / (min + s)), each (w − (n − 1) s) / n
// expect grid: x=16 y=75 width=361 height=168 393 − 2 × 16 = 361; (361 + 8) / (80 + 8) = 4.19 → 4 columns; 2 rows of 80 + 8 = 168; y = 59 safe area + 16
// expect c0: x=16 y=75 width=84.25 height=80 (361 − 3 × 8) / 4 = 84.25
// expect c1: x=108.25 width=84.25 16 + 84.25 + 8
// expect c3: x=292.75 16 + 3 × (84.25 + 8)
// expect c4: x=16 y=163 second row: 75 + 80 + 8
ScrollView {
  LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
    Color.blue.frame(height: 80).id("c0")
    Color.blue.frame(height: 80).id("c1")
    Color.blue.frame(height: 80)
    Color.blue.frame(height: 80).id("c3")
    Color.blue.frame(height: 80).id("c4")
  }
  .id("grid")
  .padding()
}
