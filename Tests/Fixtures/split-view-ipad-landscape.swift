// fixture: NavigationSplitView columns on iPad Pro 11 landscape
// os: ios17 (the numbers were measured on iOS 17)
// device: ipad-pro-11 landscape
// source: device profile ipad-pro-11 (DF M4 834x1210 -> landscape 1210x834, insets 24/0/20/0, bar 50 HN-12), sidebar 320 (inferred, device-metrics 8): detail 1210 - 320 = 890; height 834 - 24 - 20 - 50 = 740 (FBM-CRF: columns subtract the bar)
// expect sidebar: x=0 width=320 height=740
// expect detail: x=320 width=890 height=740
NavigationSplitView {
  Color.red
    .containerRelativeFrame([.horizontal, .vertical])
    .id("sidebar")
} detail: {
  Color.blue
    .containerRelativeFrame([.horizontal, .vertical])
    .id("detail")
}
