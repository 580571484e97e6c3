// fixture: .dynamicTypeSize sets the category for its subtree; a range clamps the category around it
// device: iphone-15-pro
// source: control-metrics.md §1.1 (HIG iOS Dynamic Type sizes) and §1.2 (line = ceil(size x 2444/2048 x 3)/3 on a 3x phone)
// expect big: height=39.667 (headline at AX2 = 33 pt: ceil(33 x 1.193359375 x 3)/3 = ceil(118.14)/3 = 119/3)
// expect clamped: height=20.333 (AX3 set outside, clamped to .small ... .large inside: body 17 pt = 61/3)
// expect small: height=14.333 (footnote at xSmall = 12 pt: ceil(12 x 1.193359375 x 3)/3 = ceil(42.96)/3 = 43/3)
VStack(spacing: 0) {
  Text("Big")
    .font(.headline)
    .dynamicTypeSize(.accessibility2)
    .id("big")
  Text("Clamped")
    .dynamicTypeSize(.small ... .large)
    .id("clamped")
    .dynamicTypeSize(.accessibility3)
  Text("Small")
    .font(.footnote)
    .dynamicTypeSize(...DynamicTypeSize.xSmall)
    .id("small")
}
