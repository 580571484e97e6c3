// fixture: a Form of toggles on iPhone (iOS 26): each Toggle is a labelled control filling the row; the switch is 61×28
// device: iphone-15-pro
// os: ios26
// source: Views/Toggle.yaml (labelled, fills the proposed width) with toggle.switch.width/height 61×28 from Devices/platform-ios.yaml os ios26 (NT §1.3, OUK, measured); Devices/platform-ios.yaml list.insetGrouped.* (Form extends List): margins 20, row insets 16 side, iOS 26 vertical 15.5 and minimum row 52 (OUK, control-metrics §3.11)
// source: the rows form one section without a header, so the empty header band comes first: list.insetGrouped.header.emptyHeight 17.5 (SNT, iPhone 17 Pro iOS 26.1: 35 between sections [measured], the even split an estimate)
// expect wifi: x=36 y=92 width=321 height=28   (x 20 + 16; width 393 − 2×20 − 2×16 = 321; height max(label, switch 28) = 28; y 59 + 17.5 + 15.5)
// expect bluetooth: x=36 y=151 width=321 height=28   (row 0 is max(52, 28 + 15.5 + 15.5) = 59 tall: y 59 + 17.5 + 59 + 15.5 = 151)
Form {
  Toggle("Wi-Fi", isOn: $wifi)
    .id("wifi")
  Toggle("Bluetooth", isOn: $bluetooth)
    .id("bluetooth")
}
