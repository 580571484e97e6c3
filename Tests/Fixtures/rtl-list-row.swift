// fixture: right to left, a leading-aligned list row: icon on the right, label to its left, the spacer on the left
// device: iphone-15-pro
// direction: rtl
// source: List profile (as list-rows.swift: margins 20, row insets 16: the row content is 393 - 40 - 32 = 321 wide at x 36, symmetric so the same in RTL); mirrored within the row (Apple LayoutDirection docs): icon at 36 + 321 - 30 = 327, label at 327 - 12 - 100 = 215, the spacer takes 321 - 30 - 12 - 100 - 12 = 167 from x 36
// expect row: x=36 width=321
// expect icon: x=327 width=30
// expect label: x=215 width=100
// expect gap: x=36 width=167
List {
  HStack(spacing: 12) {
    Color.red.frame(width: 30, height: 30).id("icon")
    Color.blue.frame(width: 100, height: 20).id("label")
    Spacer().id("gap")
  }
  .id("row")
}
