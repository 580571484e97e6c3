// fixture: the same sectioned List on iOS 26: taller rows and a 17 pt header with 13 above and 10 below (measured on an iOS 26.1 iPhone simulator)
// device: iphone-15-pro
// os: ios26
// source: Devices/platform-ios.yaml os.ios26: OUK golden/tableview_grouped.layout.json (Catalyst iOS 26.1): header 40.5 = 10 + 20.5 label (17 pt semibold) + 10; footer 30 = 8 + 16 label (13 pt) + 6; cells 51.5 (→ minimumRowHeight 52), label at y 15.5
// source: SNT (getsentry/sentry-cocoa SentryUIRedactBuilderTests+SwiftUI.swift@1693456d, iPhone 17 Pro iOS 26.1): header text at y 13 of a 43.333 cell, rows 52
// source: header: 17 pt at 3x: ceil(17 x 2444/2048 x 3)/3 = 61/3 = 20.333; y = 59 + 13 = 72; rows start 72 + 20.333 + 10 = 102.333
// source: row0 y = 102.333 + 15.5 + (52 - 31 - 20)/2 = 118.333; row1 = 170.333; rows end 206.333
// source: + empty footer 17.5 + empty header 17.5 (SNT: 35 between the sections [measured]; the even split [estimate]) = 241.333; row2 y = 241.333 + 16 = 257.333; rows end 293.333
// source: footer y = 293.333 + 8 (OUK, Catalyst) = 301.333, 13 pt: 47/3 = 15.667 tall
// expect header: x=36 y=72 height=20.333
// expect row0: x=36 y=118.333 width=321 height=20
// expect row1: y=170.333
// expect row2: y=257.333
// expect footer: y=301.333 height=15.667
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
