// fixture: the iPhone SE in landscape has no insets
// device: iphone-se-3 landscape
// source: device-metrics 2 (SST, UYL-X: the status bar is hidden in landscape): 667x375, no insets
// expect crf: x=0 y=0 width=667 height=375
Rectangle()
  .containerRelativeFrame([.horizontal, .vertical])
  .id("crf")
