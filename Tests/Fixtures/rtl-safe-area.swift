// fixture: right to left, ignoring the leading safe area reaches the right edge
// os: ios17 (the numbers were measured on iOS 17)
// device: iphone-15-pro landscape
// direction: rtl
// source: device-metrics 2 (DF, QMUI, CSL): landscape 852x393, insets 0/59/21/59; leading ignored: 852 - 59 = 793 wide, 393 - 21 = 372 tall; LTR it starts at x 0, mirrored (leading is the right side) at 852 - 0 - 793 = 59
// expect fill: x=59 width=793 height=372
Color.red
  .id("fill")
  .ignoresSafeArea(edges: .leading)
