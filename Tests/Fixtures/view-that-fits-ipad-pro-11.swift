// fixture: on an 11-inch iPad Pro in portrait the HStack fits (408 ≤ 834)
// device: ipad-pro-11
// source: Apple's ViewThatFits documentation; iPad Pro 11 portrait iOS 26 safe area 834 × 1153 (32 top, 25 bottom, Devices/platform-ipados.yaml)
// expect fits: x=213 y=588.5 width=408 height=40 (834 − 408) / 2 = 213; 32 + (1153 − 40) / 2 = 588.5
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
