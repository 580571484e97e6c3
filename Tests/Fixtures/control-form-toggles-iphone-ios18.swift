// fixture: the same Form of toggles on iOS 18: the switch is 51×31, so rows are 3 points taller
// device: iphone-15-pro
// os: ios18
// source: Views/Toggle.yaml metrics toggle.switch.width/height 51×31 (FLT switch.dart, iOS 17.5 simulator; ISIM; OUK intrinsic 51×31); Containers/List.yaml margins 20, row insets 16/11, minimum row 44
// expect wifi: x=36 y=70 width=321 height=31   (height max(label, switch 31) = 31)
// expect bluetooth: x=36 y=123 width=321 height=31   (row 0 is max(44, 31 + 22) = 53 tall: y 59 + 53 + 11 = 123)
Form {
  Toggle("Wi-Fi", isOn: $wifi)
    .id("wifi")
  Toggle("Bluetooth", isOn: $bluetooth)
    .id("bluetooth")
}
