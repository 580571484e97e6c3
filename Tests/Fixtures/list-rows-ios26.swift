// fixture: the same List on iOS 26 has taller rows (52, not 44) than on iOS 18
// device: iphone-15-pro
// os: ios26
// source: Devices/platform-ios.yaml os.ios26: list.insetGrouped.minimumRowHeight 52 (OUK tableview_grouped default cell 51.5, Catalyst iOS 26.1; CS "52 pt for one line"), rowInset.vertical 15.5 (OUK label at y 15.5)
// source: margin 20 and row inset 16 as on iOS 18 (list-rows.swift): x = 36, width = 321
// source: empty header band list.insetGrouped.header.emptyHeight 17.5 (SNT, iPhone 17 Pro iOS 26.1: 35 between sections [measured], the even split an estimate)
// source: row 1: 59 + 17.5 + 15.5 + (52 - 31 - 20)/2 = 92.5; row 2 one 52 row later (iOS 18: 88.667 and 132.667)
// expect row0: x=36 y=92.5 width=321 height=20
// expect row1: y=144.5
List {
  Rectangle()
    .frame(height: 20)
    .id("row0")
  Rectangle()
    .frame(height: 20)
    .id("row1")
}
