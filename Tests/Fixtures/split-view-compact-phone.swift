// fixture: NavigationSplitView collapses on a compact phone
// device: iphone-15-pro
// source: digest 5: compact width shows one column the whole width; 759 - 44 = 715
// expect sidebar: x=0 width=393 height=715
NavigationSplitView {
  Color.red
    .containerRelativeFrame([.horizontal, .vertical])
    .id("sidebar")
} detail: {
  Color.blue
}
