// fixture: List rows are inset by the list margins and row insets (inset-grouped, iOS 18)
// device: iphone-15-pro
// os: ios18
// source: Devices/platform-ios.yaml list.insetGrouped.* (control-metrics.md §3.11): margin 20 (width 393 >= 390; FLT from SwiftUI Forms), row insets 16 side (SNT [measured]) and 11 vertical (scout PR #1015), minimum row 44 (SNT: sentry-cocoa SentryUIRedactBuilderTests+SwiftUI.swift, iOS 16.4-18 [measured])
// source: loose rows form one section without a header, so the empty header band comes first: list.insetGrouped.header.emptyHeight 17.667 (SNT: sentry-cocoa SentryUIRedactBuilderTests+SwiftUI.swift, iOS 16.4-18 simulators: UIKit's 17.5 on the 3x grid [measured])
// source: x = 20 + 16 = 36; width = 393 - 2 x 20 - 2 x 16 = 321; row 1 at 59 + 17.667 + 11 + (44 - 22 - 20)/2 = 88.667; row 2 one 44 row later
// expect row0: x=36 y=88.667 width=321 height=20
// expect row1: y=132.667
List {
  Rectangle()
    .frame(height: 20)
    .id("row0")
  Rectangle()
    .frame(height: 20)
    .id("row1")
}
