// fixture: the same Form of toggles on iOS 18: the switch is 51×31, so rows are 3 points taller
// device: iphone-15-pro
// os: ios18
// source: Views/Toggle.yaml metrics toggle.switch.width/height 51×31 (FLT switch.dart, iOS 17.5 simulator; ISIM; OUK intrinsic 51×31); Containers/List.yaml margins 20, row insets 16/11, minimum row 44
// source: empty header band before the first row: list.insetGrouped.header.emptyHeight 17.667 (SNT: sentry-cocoa SentryUIRedactBuilderTests+SwiftUI.swift, iOS 16.4-18 simulators: UIKit's 17.5 on the 3x grid [measured])
// expect wifi: x=36 y=87.667 width=321 height=31   (height max(label, switch 31) = 31; y 59 + 17.667 + 11)
// expect bluetooth: x=36 y=140.667 width=321 height=31   (row 0 is max(44, 31 + 22) = 53 tall: y 59 + 17.667 + 53 + 11 = 140.667)
Form {
  Toggle("Wi-Fi", isOn: $wifi)
    .id("wifi")
  Toggle("Bluetooth", isOn: $bluetooth)
    .id("bluetooth")
}
