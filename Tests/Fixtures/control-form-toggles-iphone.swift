// fixture: a Form of toggles on iPhone (iOS 26): each Toggle is a labelled control filling the row; the switch is 61×28
// device: iphone-15-pro
// os: ios26
// source: Views/Toggle.yaml (labelled, fills the proposed width) with toggle.switch.width/height 61×28 from Devices/platform-ios.yaml os ios26 (NT §1.3, OUK, measured); Containers/List.yaml (Form extends List): margins 20, row insets 16/11, minimum row 44
// expect wifi: x=36 y=70 width=321 height=28   (x 20 + 16; width 393 − 2×20 − 2×16 = 321; height max(label, switch 28) = 28; y 59 + 11)
// expect bluetooth: x=36 y=120 width=321 height=28   (row 0 is max(44, 28 + 11 + 11) = 50 tall: y 59 + 50 + 11 = 120)
Form {
  Toggle("Wi-Fi", isOn: $wifi)
    .id("wifi")
  Toggle("Bluetooth", isOn: $bluetooth)
    .id("bluetooth")
}
