// fixture: a Form settings screen on iPhone (iOS 18): a titled section, then a section with a footer
// device: iphone-15-pro
// os: ios18
// source: Containers/Form.yaml: automatic on phone → grouped, drawn insetGrouped; Devices/platform-ios.yaml list.insetGrouped.* (iOS 17/18: SNT = getsentry/sentry-cocoa SentryUIRedactBuilderTests+SwiftUI.swift@1693456d, a SwiftUI List on iOS 16.4/17.5/18 simulators [measured]; footer paddings FLT [estimate]); Toggle 51×31 (Views/Toggle.yaml: FLT switch.dart, OUK intrinsic)
// source: Section("Network"): header 17 + footnote 13 pt (ceil(13 x 2444/2048 x 3)/3 = 15.667) + 6 (SNT: a 38.667 header cell): rows start 59 + 38.667 = 97.667
// source: wifi row max(31 + 22, 44) = 53 tall: y = 97.667 + 11 = 108.667; rows end 150.667
// source: section 2: empty footer band 17.667 + empty header band 17.667 (SNT: 35.333 between sections) = 186; bluetooth y = 197; rows end 239; footer y = 239 + 10 (FLT [estimate]) = 249
// expect wifi: x=36 y=108.667 width=321 height=31
// expect bluetooth: y=197
// expect footer: x=36 y=249 height=15.667
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
