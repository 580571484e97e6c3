// fixture: right to left, an HStack places its first child rightmost and the next to its left
// window: 300x100
// direction: rtl
// source: Apple LayoutDirection docs ("SwiftUI horizontally flips the x position of each view within its parent"): LTR a at 0, b at 50 + 10 = 60 in a 300-wide window centred at (300 - 90)/2 = 105; mirrored within the window: a at 300 - 105 - 50 = 145, b at 145 - 10 - 30 = 105
// expect a: x=145 width=50
// expect b: x=105 width=30
HStack(spacing: 10) {
  Color.red.frame(width: 50, height: 20).id("a")
  Color.blue.frame(width: 30, height: 20).id("b")
}
