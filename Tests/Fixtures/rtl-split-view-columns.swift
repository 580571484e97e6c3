// fixture: right to left, NavigationSplitView puts the sidebar on the right
// os: ios17 (the numbers were measured on iOS 17)
// device: ipad-pro-11 landscape
// direction: rtl
// source: split-view-ipad-landscape.swift (sidebar 320, detail 1210 - 320 = 890, height 740) mirrored within the 1210-wide window (Apple LayoutDirection docs): sidebar at 1210 - 0 - 320 = 890, detail at 1210 - 320 - 890 = 0
// expect sidebar: x=890 width=320 height=740
// expect detail: x=0 width=890 height=740
NavigationSplitView {
  Color.red
    .containerRelativeFrame([.horizontal, .vertical])
    .id("sidebar")
} detail: {
  Color.blue
    .containerRelativeFrame([.horizontal, .vertical])
    .id("detail")
}
