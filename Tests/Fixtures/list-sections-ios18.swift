// fixture: an inset-grouped List with a header, a footer and two sections on iOS 18 (automatic style on iPhone)
// device: iphone-15-pro
// os: ios18
// source: style: List.yaml automaticStyles phone → insetGrouped; figures Devices/platform-ios.yaml list.insetGrouped.* (iOS 17/18: SNT = getsentry/sentry-cocoa Tests/SentryTests/ViewCapture/SentryUIRedactBuilderTests+SwiftUI.swift@1693456d, a SwiftUI List on iOS 16.4/17.5/18 simulators [measured]; footer paddings FLT list_section.dart [estimate])
// source: header: paddingTop 17, footnote 13 pt: ceil(13 x 2444/2048 x 3)/3 = 47/3 = 15.667 tall, paddingBottom 6 (SNT: header text at y 17 of a 38.667 cell); x = margin 20 + row inset 16 = 36
// source: header y = 59 + 17 = 76; rows start 76 + 15.667 + 6 = 97.667; row0 y = 97.667 + 11 + (44 - 22 - 20)/2 = 109.667; row1 one 44 row later = 153.667; rows end 185.667
// source: section 2 has no header and section 1 no footer: + footer.emptyHeight 17.667 + header.emptyHeight 17.667 (SNT: 35.333) = 221; row2 y = 221 + 12 = 233; rows end 265
// source: footer: paddingTop 10 (FLT [estimate]) → y 275, footnote 15.667 tall
// expect header: x=36 y=76 height=15.667
// expect row0: x=36 y=109.667 width=321 height=20
// expect row1: y=153.667
// expect row2: y=233
// expect footer: x=36 y=275 height=15.667
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
