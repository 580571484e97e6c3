// fixture: List rows are inset by the list margins and row insets (inset-grouped, iOS 18)
// device: iphone-15-pro
// os: ios18
// source: Devices/platform-ios.yaml list.insetGrouped.* (control-metrics.md §3.11): margin 20 (width 393 >= 390; FLT from SwiftUI Forms), row insets 16 side (scout PR #1015) and 11 vertical, minimum row 44 (FLT list_tile.dart)
// source: loose rows form one section without a header, so the empty header band list.insetGrouped.header.emptyHeight 20 comes first (FLT _kDefaultInsetGroupedRowsMargin top 20, SwiftUI Forms iOS 14.2 [estimate])
// source: x = 20 + 16 = 36; width = 393 - 2 x 20 - 2 x 16 = 321; row 1 at 59 + 20 + 11 + (44 - 22 - 20)/2 = 91; row 2 one 44 row later
// expect row0: x=36 y=91 width=321 height=20
// expect row1: y=135
List {
  Rectangle()
    .frame(height: 20)
    .id("row0")
  Rectangle()
    .frame(height: 20)
    .id("row1")
}
