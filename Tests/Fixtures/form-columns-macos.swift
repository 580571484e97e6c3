// fixture: Form .formStyle(.columns) on macOS: labels trailing-aligned in a leading column as wide as the widest label, values leading-aligned after it; a row without a label starts in the value column
// device: mac-window
// source: Apple ColumnsFormStyle: "a non-scrolling form style with a trailing aligned column of labels next to a leading aligned column of values" [doc]; Containers/Form.yaml columnStyles [columns]
// source: Devices/platform-macos.yaml list.columns.* (all estimates, GUZ = Mario Guzman's macOS Layout Guidelines after Apple's Aqua HIG): margin 20, columnSpacing 8, rows 4 above and below (8 between controls), contentInset.top 16 (20 to the first row)
// source: label column = the widest label, 70; labels end at 20 + 70 = 90: short (30 wide) at x 60, long at x 20; values start at 90 + 8 = 98
// source: y: 16 + 4 = 20 for row 1 (20 tall), + 20 + 4 + 4 = 48 for row 2, 76 for row 3
// expect short: x=60 y=20 width=30 height=20
// expect shortValue: x=98 y=20 width=100 height=20
// expect long: x=20 y=48 width=70
// expect longValue: x=98 y=48 width=60
// expect plain: x=98 y=76 width=50
Form {
  LabeledContent {
    Rectangle().frame(width: 100, height: 20).id("shortValue")
  } label: {
    Rectangle().frame(width: 30, height: 20).id("short")
  }
  LabeledContent {
    Rectangle().frame(width: 60, height: 20).id("longValue")
  } label: {
    Rectangle().frame(width: 70, height: 20).id("long")
  }
  Rectangle().frame(width: 50, height: 20).id("plain")
}
.formStyle(.columns)
