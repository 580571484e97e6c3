// fixture: a Form settings screen on iPad (iOS 26): Form's automatic style is grouped, drawn inset-grouped
// device: ipad-air-11
// os: ios26
// source: Containers/Form.yaml automaticStyles pad → grouped, styleAliases grouped → insetGrouped; Devices/platform-ipados.yaml os.ios26 list.insetGrouped.* (OUK tableview_grouped, Catalyst iOS 26.1, iPad idiom)
// source: safe area top 32 (FDP-291); margin 20 (820 >= 390); header x = 20 + 16 = 36; 17 pt at 2x: ceil(17 x 2444/2048 x 2)/2 = 41/2 = 20.5
// source: header y = 32 + 10 = 42; rows start 42 + 20.5 + 10 = 72.5; wifi: max(30 + 31, 52) = 61 tall, y = 72.5 + 15.5 = 88; bluetooth y = 133.5 + 15.5 = 149; rows end 194.5
// source: footer y = 194.5 + 8 = 202.5, 13 pt at 2x: 32/2 = 16 tall; + 6 = 224.5; section 2 without header: + 17.5 (SNT iPhone iOS 26.1: 35 between sections, split evenly; iPad assumed the same [estimate]) = 242; about y = 242 + 15.5 = 257.5
// source: row width = 820 - 2 x 20 - 2 x 16 = 748
// expect header: x=36 y=42 height=20.5
// expect wifi: x=36 y=88 width=748 height=30
// expect bluetooth: y=149
// expect footer: y=202.5 height=16
// expect about: y=257.5
Form {
  Section {
    Rectangle().frame(height: 30).id("wifi")
    Rectangle().frame(height: 30).id("bluetooth")
  } header: {
    Text("Network").id("header")
  } footer: {
    Text("Shown to nearby devices.").id("footer")
  }
  Section {
    Rectangle().frame(height: 30).id("about")
  }
}
