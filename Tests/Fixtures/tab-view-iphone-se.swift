// fixture: the tab bar on the iPhone SE
// os: ios17 (the numbers were measured on iOS 17)
// device: iphone-se-3
// source: SST insets 20/0/0/0, tab bar 49 (HN-12): 667 - 20 - 0 - 49 = 598
// expect crf: height=598
TabView {
  Color.red
    .containerRelativeFrame(.vertical)
    .id("crf")
}
