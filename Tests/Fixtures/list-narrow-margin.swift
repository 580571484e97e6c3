// fixture: an inset-grouped list in a window narrower than 390 uses the narrow 16 pt margin
// device: iphone-se-3
// os: ios18
// source: Devices/platform-ios.yaml: list.insetGrouped.margin.narrow 16 below list.insetGrouped.margin.wideFromWidth 390 (16 reported on 375-wide phones, ACN "16/20"; control-metrics §3.11)
// source: x = 16 + 16 = 32; width = 375 - 2 x 16 - 2 x 16 = 311; y = 20 (status bar) + 17.667 (empty header band, list.insetGrouped.header.emptyHeight, SNT [measured at 3x; the SE is 2x, where UIKit's 17.5 would stay 17.5]) + 11 + (44 - 22 - 20)/2 = 49.667
// expect row0: x=32 y=49.667 width=311 height=20
List {
  Rectangle()
    .frame(height: 20)
    .id("row0")
}
