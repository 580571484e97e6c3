// fixture: a Form of toggles on iPad Pro 11 (iOS 26): the toggles fill the wider rows
// device: ipad-pro-11
// source: Views/Toggle.yaml (labelled, fills the proposed width); switch 61×28 from Devices/platform-ipados.yaml os ios26 (OUK switch_onoff, iPad idiom, measured); Devices/platform-ipados.yaml list.insetGrouped.*: margins 20, row insets 16 side, iOS 26 vertical 15.5 (OUK)
// source: empty header band before the first row: list.insetGrouped.header.emptyHeight 17.5 (SNT, iPhone 17 Pro iOS 26.1: 35 between sections [measured]; the even split and the iPad figure are estimates)
// expect wifi: x=36 y=65 width=762 height=28   (834 − 2×20 − 2×16 = 762; y 32 (iOS 26 iPad top safe area) + 17.5 + 15.5)
Form {
  Toggle("Wi-Fi", isOn: $wifi)
    .id("wifi")
  Toggle("Bluetooth", isOn: $bluetooth)
    .id("bluetooth")
}
