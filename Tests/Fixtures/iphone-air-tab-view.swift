// fixture: a tab on the iPhone Air (iOS 26): the 68-pt island band and the floating tab bar
// device: iphone-air
// source: device-metrics-2026.md §2 (FDP, FDP-291: 420x912, 68/0/34/0) and §4 (ACN: tab bar ≈ 64 tall, 21 above the bottom edge, approximate: 21 + 64 - 34 = 51 above the home indicator): 912 - 68 - 34 - 51 = 759
// expect tab: y=68 width=420 height=759
TabView {
  Rectangle()
    .containerRelativeFrame(.vertical)
    .id("tab")
}
