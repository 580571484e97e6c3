// fixture: on an 11-inch iPad Pro in portrait the HStack fits (408 ≤ 834)
// device: ipad-pro-11
// source: Apple's ViewThatFits documentation; iPad Pro 11 portrait safe area 834 × 1166 (24 top, 20 bottom, device profile)
// expect fits: x=213 y=587 width=408 height=40 (834 − 408) / 2 = 213; 24 + (1166 − 40) / 2 = 587
ViewThatFits(in: .horizontal) {
  HStack {
    Color.red.frame(width: 200, height: 40)
    Color.red.frame(width: 200, height: 40)
  }
  .id("wide")
  VStack {
    Color.blue.frame(width: 200, height: 40)
    Color.blue.frame(width: 200, height: 40)
  }
  .id("tall")
}
.id("fits")
