// fixture: a window with a device and an OS keeps both: a Form of toggles in a 390×200 window on iPhone 16e, iOS 18 (the iOS 18 list and switch figures, no safe area)
// device: iphone-16e
// os: ios18
// window: 390x200
// source: the iOS 18 figures of control-form-toggles-iphone-ios18.swift (Devices/platform-ios.yaml os ios18: switch 51×31, list.insetGrouped row vertical padding 11, minimum row 44, empty header band 17.667 — see that fixture's sources), in a 390-wide window with no safe area
// expect wifi: x=36 y=28.667 width=318 height=31   (x 20 + 16; width 390 − 2×20 − 2×16 = 318; y 0 + 17.667 + 11; the switch is 31 tall on iOS 18)
Form {
  Toggle("Wi-Fi", isOn: $wifi)
    .id("wifi")
  Toggle("Bluetooth", isOn: $bluetooth)
}
