// fixture: the same Form of toggles on iOS 18: the switch is 51×31, so rows are 3 points taller
// device: iphone-15-pro
// os: ios18
// source: Views/Toggle.yaml metrics toggle.switch.width/height 51×31 (FLT switch.dart, iOS 17.5 simulator; ISIM; OUK intrinsic 51×31); Containers/List.yaml margins 20, row insets 16/11, minimum row 44
// source: empty header band list.insetGrouped.header.emptyHeight 20 before the first row (FLT, SwiftUI Forms iOS 14.2 [estimate])
// expect wifi: x=36 y=90 width=321 height=31   (height max(label, switch 31) = 31; y 59 + 20 + 11)
// expect bluetooth: x=36 y=143 width=321 height=31   (row 0 is max(44, 31 + 22) = 53 tall: y 59 + 20 + 53 + 11 = 143)
Form {
  Toggle("Wi-Fi", isOn: $wifi)
    .id("wifi")
  Toggle("Bluetooth", isOn: $bluetooth)
    .id("bluetooth")
}
