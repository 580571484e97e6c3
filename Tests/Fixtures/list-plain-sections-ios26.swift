// fixture: a plain List (.listStyle(.plain)) runs edge to edge and puts 22 + 10 pt above every header (iOS 26)
// device: iphone-15-pro
// os: ios26
// source: .listStyle(.plain) read from source; Devices/platform-ios.yaml list.plain.*: OUK golden/tableview_plain.layout.json (Catalyst iOS 26.1): sectionHeaderTopPadding 22 before each 40.5 header (label 17 pt at y 10), cells 51.5, label x 16; margins 0
// source: header1 y = 59 + 22 + 10 = 91, x = 0 + 16 = 16, 20.333 tall (17 pt at 3x); row a y = 91 + 20.333 + 10 + 15.5 + 0.5 = 137.333; its row ends at 121.333 + 52 = 173.333
// source: header2 y = 173.333 + 32 = 205.333 (OUK: previous cell ends 217, next header label at 217 + 22 + 10 = 249); row b y = 205.333 + 20.333 + 10 + 16 = 251.667
// expect h1: x=16 y=91 height=20.333
// expect a: x=16 y=137.333 width=361
// expect h2: y=205.333
// expect b: y=251.667
List {
  Section {
    Rectangle().frame(height: 20).id("a")
  } header: {
    Text("Fruits").id("h1")
  }
  Section {
    Rectangle().frame(height: 20).id("b")
  } header: {
    Text("Vegetables").id("h2")
  }
}
.listStyle(.plain)
