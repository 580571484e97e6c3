// fixture: a Form settings screen on iPhone (iOS 18): a titled section, then a section with a footer
// device: iphone-15-pro
// os: ios18
// source: Containers/Form.yaml: automatic on phone → grouped, drawn insetGrouped; Devices/platform-ios.yaml list.insetGrouped.* (iOS 17/18: FLT list_section.dart, SwiftUI Forms iOS 14.2 [estimates]); Toggle 51×31 (Views/Toggle.yaml: FLT switch.dart, OUK intrinsic)
// source: Section("Network"): header 16 + footnote 13 pt (ceil(13 x 2444/2048 x 3)/3 = 15.667) + 6: rows start 59 + 37.667 = 96.667
// source: wifi row max(31 + 22, 44) = 53 tall: y = 96.667 + 11 = 107.667; rows end 149.667
// source: section 2: empty footer band 10 + empty header band 20 = 179.667; bluetooth y = 190.667; rows end 232.667; footer y = 232.667 + 10 = 242.667
// expect wifi: x=36 y=107.667 width=321 height=31
// expect bluetooth: y=190.667
// expect footer: x=36 y=242.667 height=15.667
Form {
  Section("Network") {
    Toggle("Wi-Fi", isOn: $wifi).id("wifi")
  }
  Section {
    Toggle("Bluetooth", isOn: $bluetooth).id("bluetooth")
  } footer: {
    Text("Visible to nearby devices.").id("footer")
  }
}
