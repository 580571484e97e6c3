// fixture: an inset-grouped List with a header, a footer and two sections on iOS 18 (automatic style on iPhone)
// device: iphone-15-pro
// os: ios18
// source: style: List.yaml automaticStyles phone → insetGrouped; figures Devices/platform-ios.yaml list.insetGrouped.* (iOS 17/18: FLT list_section.dart, SwiftUI Forms iOS 14.2 / iOS 14.4 simulator [estimates]; control-metrics §3.11)
// source: header: paddingTop 16, footnote 13 pt: ceil(13 x 2444/2048 x 3)/3 = 47/3 = 15.667 tall, paddingBottom 6; x = margin 20 + row inset 16 = 36
// source: header y = 59 + 16 = 75; rows start 75 + 15.667 + 6 = 96.667; row0 y = 96.667 + 11 + (44 - 22 - 20)/2 = 108.667; row1 one 44 row later = 152.667; rows end 184.667
// source: section 2 has no header and section 1 no footer: + footer.emptyHeight 10 + header.emptyHeight 20 = 214.667; row2 y = 214.667 + 12 = 226.667; rows end 258.667
// source: footer: paddingTop 10 → y 268.667, footnote 15.667 tall
// expect header: x=36 y=75 height=15.667
// expect row0: x=36 y=108.667 width=321 height=20
// expect row1: y=152.667
// expect row2: y=226.667
// expect footer: x=36 y=268.667 height=15.667
List {
  Section {
    Rectangle().frame(height: 20).id("row0")
    Rectangle().frame(height: 20).id("row1")
  } header: {
    Text("Header").id("header")
  }
  Section {
    Rectangle().frame(height: 20).id("row2")
  } footer: {
    Text("Footer").id("footer")
  }
}
