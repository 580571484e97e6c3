// fixture: the window in landscape subtracts both side insets
// os: ios17 (the numbers were measured on iOS 17)
// device: iphone-15-pro landscape
// source: device-metrics 2 (DF, QMUI, CSL): 852x393, insets 0/59/21/59 -> 734 x 372 at (59, 0)
// expect crf: x=59 y=0 width=734 height=372
Rectangle()
  .containerRelativeFrame([.horizontal, .vertical])
  .id("crf")
