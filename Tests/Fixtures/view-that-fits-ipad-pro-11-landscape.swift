// fixture: on an 11-inch iPad Pro in landscape the HStack fits (408 ≤ 1210)
// device: ipad-pro-11 landscape
// source: Apple's ViewThatFits documentation; iPad Pro 11 landscape iOS 26 safe area 1210 × 777 (32 top, 25 bottom, Devices/platform-ipados.yaml)
// expect fits: x=401 y=400.5 width=408 height=40 (1210 − 408) / 2 = 401; 32 + (777 − 40) / 2 = 400.5
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
