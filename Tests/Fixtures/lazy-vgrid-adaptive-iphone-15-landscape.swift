// fixture: the same adaptive grid in landscape: 8 columns between the 59-point side insets
// device: iphone-15 landscape
// source: objc.io "SwiftUI's Grid Views" (adaptive count and width); iPhone 15 landscape safe area 59 left/right (Devices/iphone-15.yaml)
// expect grid: x=75 y=16 width=702 height=80 852 − 2 × 59 − 2 × 16 = 702; (702 + 8) / 88 = 8.07 → 8 columns; 5 children fit one row
// expect c0: x=75 width=80.75 (702 − 7 × 8) / 8 = 80.75
// expect c4: x=430 75 + 4 × (80.75 + 8) = 430
ScrollView {
  LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
    Color.blue.frame(height: 80).id("c0")
    Color.blue.frame(height: 80)
    Color.blue.frame(height: 80)
    Color.blue.frame(height: 80)
    Color.blue.frame(height: 80).id("c4")
  }
  .id("grid")
  .padding()
}
