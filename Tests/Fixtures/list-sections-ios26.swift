// fixture: the same sectioned List on iOS 26: taller rows and a 17 pt header with 10 above and 10 below (measured on an iOS 26.1 iPhone simulator)
// device: iphone-15-pro
// os: ios26
// source: Devices/platform-ios.yaml os.ios26: OUK golden/tableview_grouped.layout.json (Catalyst iOS 26.1): header 40.5 = 10 + 20.5 label (17 pt semibold) + 10; footer 30 = 8 + 16 label (13 pt) + 6; cells 51.5 (→ minimumRowHeight 52), label at y 15.5
// source: SNT (getsentry/sentry-cocoa SentryUIRedactBuilderTests+SwiftUI.swift@1693456d, iPhone 17 Pro iOS 26.1, safe-area top 62): header text at y 10 of a 40.333 cell, rows 52
// source: header: 17 pt at 3x: ceil(17 x 2444/2048 x 3)/3 = 61/3 = 20.333; y = 59 + 10 = 69; rows start 69 + 20.333 + 10 = 99.333
// source: row0 y = 99.333 + 15.5 + (52 - 31 - 20)/2 = 115.333; row1 = 167.333; rows end 203.333
// source: + empty footer 17.5 + empty header 17.5 (SNT: 35 between the sections [measured]; the even split [estimate]) = 238.333; row2 y = 238.333 + 16 = 254.333; rows end 290.333
// source: footer y = 290.333 + 8 (OUK, Catalyst) = 298.333, 13 pt: 47/3 = 15.667 tall
// expect header: x=36 y=69 height=20.333
// expect row0: x=36 y=115.333 width=321 height=20
// expect row1: y=167.333
// expect row2: y=254.333
// expect footer: y=298.333 height=15.667
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
