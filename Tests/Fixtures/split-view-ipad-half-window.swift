// fixture: NavigationSplitView in an iPad Split View half window collapses to one column
// os: ios17 (the numbers were measured on iOS 17)
// device: ipad-pro-11 landscape
// window: split-1/2
// source: Devices/ipad-pro-11.yaml split-1/2 is 600 wide, compact (inferred from SST's pattern); insets 24/20; iPad bar 50 (HN-12): 834 - 24 - 20 - 50 = 740
// expect sidebar: x=0 width=600 height=740
NavigationSplitView {
  Color.red
    .containerRelativeFrame([.horizontal, .vertical])
    .id("sidebar")
} detail: {
  Color.blue
}
