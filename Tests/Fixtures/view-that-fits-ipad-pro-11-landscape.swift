// fixture: on an 11-inch iPad Pro in landscape the HStack fits (408 ≤ 1210)
// device: ipad-pro-11 landscape
// source: Apple's ViewThatFits documentation; iPad Pro 11 landscape safe area 1210 × 790 (device profile)
// expect fits: x=401 y=399 width=408 height=40 (1210 − 408) / 2 = 401; 24 + (790 − 40) / 2 = 399
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
