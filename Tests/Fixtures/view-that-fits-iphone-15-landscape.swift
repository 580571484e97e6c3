// fixture: in landscape the 408-wide HStack fits the 734-point safe area, so ViewThatFits shows it
// device: iphone-15 landscape
// source: Apple's ViewThatFits documentation; iPhone 15 landscape iOS 26 safe area 734 × 373 (852 − 2 × 59, 393 − 20; Devices/iphone-15.yaml)
// expect fits: x=222 y=166.5 width=408 height=40 59 + (734 − 408) / 2 = 222; (373 − 40) / 2 = 166.5
// expect wide: x=222 width=408
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
