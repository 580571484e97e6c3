// fixture: text baselines pass up through a VStack: the first baseline is its topmost, the last its bottommost
// device: iphone-15-pro
// source: control-metrics.md §1.2: title 28 pt → ascender 28 × 1950/2048 = 26.660, line ceil(28 × 2444/2048 × 3) / 3 = 33.667; body 17 pt → 16.187, 20.333. OpenSwiftUI FirstTextBaseline._combineExplicit keeps the minimum (and LastTextBaseline the maximum). Each row is 33.667 + 20.333 = 54 tall; the outer VStack, 108, is centred in 59…818: y = 59 + (759 − 108) / 2 = 384.5
// expect big: y=384.5 height=33.667
// expect x: y=394.974 height=20.333                     (first baselines: 384.5 + 26.660 − 16.187)
// expect small: y=472.167 height=20.333                 (second row at 438.5; small at 438.5 + 33.667)
// expect red: y=478.353 height=10                       (the VStack's last baseline 33.667 + 16.187 = 49.853; 438.5 + 49.853 − 10)
VStack(spacing: 0) {
  HStack(alignment: .firstTextBaseline, spacing: 0) {
    VStack(spacing: 0) {
      Text("Big").font(.title).id("big")
      Text("small")
    }
    Text("x").id("x")
  }
  .id("first")
  HStack(alignment: .lastTextBaseline, spacing: 0) {
    VStack(spacing: 0) {
      Text("Big").font(.title)
      Text("small").id("small")
    }
    Color.red.frame(width: 10, height: 10).id("red")
  }
  .id("last")
}
