// fixture: List rows are inset by the list margins and row insets
// device: iphone-15-pro
// source: List profile (unsourced approximation, digest 5 'List'): margins 20, row insets 16/11, min row 44: x 20 + 16, width 393 - 40 - 32, y 59 + 11 + (44 - 22 - 20)/2
// expect row0: x=36 y=71 width=321 height=20
// expect row1: y=115
List {
  Rectangle()
    .frame(height: 20)
    .id("row0")
  Rectangle()
    .frame(height: 20)
    .id("row1")
}
