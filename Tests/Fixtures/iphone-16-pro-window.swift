// fixture: the iPhone 16 Pro's taller top inset
// device: iphone-16-pro
// source: device-metrics 1-2 (DF, QMUI): 402x874, insets 62/0/34/0 -> 402 x (874 - 62 - 34) = 402x778 at y 62
// expect crf: x=0 y=62 width=402 height=778
Rectangle()
  .containerRelativeFrame([.horizontal, .vertical])
  .id("crf")
