// fixture: the same sectioned List on iOS 26: taller rows and a 17 pt header with 10 pt padding (measured on iOS 26 Catalyst)
// device: iphone-15-pro
// os: ios26
// source: Devices/platform-ios.yaml os.ios26: OUK golden/tableview_grouped.layout.json (Catalyst iOS 26.1): header 40.5 = 10 + 20.5 label (17 pt semibold) + 10; footer 30 = 8 + 16 label (13 pt) + 6; cells 51.5 (→ minimumRowHeight 52), label at y 15.5
// source: header: 17 pt at 3x: ceil(17 x 2444/2048 x 3)/3 = 61/3 = 20.333; y = 59 + 10 = 69; rows start 69 + 20.333 + 10 = 99.333
// source: row0 y = 99.333 + 15.5 + (52 - 31 - 20)/2 = 115.333; row1 = 167.333; rows end 203.333
// source: + empty footer 10 + empty header 20 (iOS 18's bands, no iOS 26 measurement [estimate]) = 233.333; row2 y = 233.333 + 16 = 249.333; rows end 285.333
// source: footer y = 285.333 + 8 = 293.333, 13 pt: 47/3 = 15.667 tall
// expect header: x=36 y=69 height=20.333
// expect row0: x=36 y=115.333 width=321 height=20
// expect row1: y=167.333
// expect row2: y=249.333
// expect footer: y=293.333 height=15.667
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
