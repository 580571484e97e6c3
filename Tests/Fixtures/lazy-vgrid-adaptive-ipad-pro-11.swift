// fixture: the same adaptive grid on an 11-inch iPad Pro in portrait: 9 columns of 82
// device: ipad-pro-11
// source: objc.io "SwiftUI's Grid Views" (adaptive count and width); iPad Pro 11 portrait 834×1210 (Devices/ipad-pro-11.yaml)
// expect grid: x=16 width=802 height=80 834 − 2 × 16 = 802; (802 + 8) / (80 + 8) = 9.2 → 9 columns
// expect c0: x=16 width=82 (802 − 8 × 8) / 9 = 82
// expect c4: x=376 16 + 4 × (82 + 8) = 376
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
