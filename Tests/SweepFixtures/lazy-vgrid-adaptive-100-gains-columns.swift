// sweep: width=320...700
// device: iphone-17-pro
// os: ios27
// fixture: LazyVGrid(.adaptive(minimum: 100)) in an iOS 27 iPhone window swept from 320 to 700 pt: a column more at 424, 532 and 640
// source: objc.io "SwiftUI's Grid Views": an adaptive item fits floor((width + spacing) / (minimum + spacing)) columns, spacing 8 by default; the grid is as wide as the window (no safe area in a WIDTHxHEIGHT window)
// expect segments: 4
// expect change at 424: #1 LazyVGrid "grid" columns 3 → 4    ((424 + 8) / (100 + 8) = 4; at 423: 431 / 108 = 3.99 → 3; at 320: 328 / 108 = 3.04 → 3)
// expect change at 532: #1 LazyVGrid "grid" columns 4 → 5    ((532 + 8) / 108 = 5)
// expect change at 640: #1 LazyVGrid "grid" columns 5 → 6    ((640 + 8) / 108 = 6)
ScrollView {
  LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
    Color.blue.frame(height: 100)
    Color.blue.frame(height: 100)
    Color.blue.frame(height: 100)
  }
  .id("grid")
}
