// fixture: a Form of toggles on iPad Pro 11 (iOS 26): the toggles fill the wider rows
// device: ipad-pro-11
// source: Views/Toggle.yaml (labelled, fills the proposed width); switch 61×28 from Devices/platform-ipados.yaml os ios26 (OUK switch_onoff, iPad idiom, measured); List margins 20, row insets 16/11
// expect wifi: x=36 y=43 width=762 height=28   (834 − 2×20 − 2×16 = 762; y 32 (iOS 26 iPad top safe area) + 11)
Form {
  Toggle("Wi-Fi", isOn: $wifi)
    .id("wifi")
  Toggle("Bluetooth", isOn: $bluetooth)
    .id("bluetooth")
}
