// fixture: a Form in a bare 375×240 window is laid out on the default device's platform (iPhone 15 Pro, iOS 26): the inset-grouped list style and its metrics (the narrow 16-pt margin of a window under 390 wide), no safe area (issue 25 item 6)
// window: 375x240
// source: the same figures as control-form-toggles-iphone.swift (Devices/platform-ios.yaml list.insetGrouped.*: margin.narrow 16 below wideFromWidth 390 (SNT, measured in a 300-wide window), row insets 16, iOS 26 row vertical padding 15.5, minimum row 52, empty header band 17.5), in a window with no safe area, so the first row's top is 0 instead of 59
// expect wifi: x=32 y=33 width=311 height=28   (x 16 + 16; width 375 − 2×16 − 2×16 = 311; y 0 + 17.5 + 15.5 = 33)
// expect bluetooth: x=32 y=92 width=311 height=28   (row 0 is max(52, 28 + 2×15.5) = 59 tall: y 17.5 + 59 + 15.5 = 92)
Form {
  Toggle("Wi-Fi", isOn: $wifi)
    .id("wifi")
  Toggle("Bluetooth", isOn: $bluetooth)
    .id("bluetooth")
}
