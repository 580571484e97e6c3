// fixture: the same adaptive grid on an 11-inch iPad Pro in landscape: 13 columns
// device: ipad-pro-11 landscape
// source: objc.io "SwiftUI's Grid Views" (adaptive count and width); iPad Pro 11 landscape width 1210 (device profile)
// expect grid: x=16 width=1178 height=80 1210 − 2 × 16 = 1178; (1178 + 8) / (80 + 8) = 13.48 → 13 columns
// expect c0: x=16 width=83.231 (1178 − 12 × 8) / 13 = 83.231
// expect c4: x=380.923 16 + 4 × (83.231 + 8) = 16 + 364.923
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
