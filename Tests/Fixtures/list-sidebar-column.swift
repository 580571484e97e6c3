// fixture: a List in a NavigationSplitView sidebar column draws in the sidebar style (.automatic); the detail's .plain list runs edge to edge
// os: ios17
// device: ipad-pro-11 landscape
// source: Containers/List.yaml sidebarStyle sidebar (automatic in a sidebar column); Devices/platform-ipados.yaml list.sidebar.* (no sidebar measurement: the inset-grouped figures [estimate]); columns as split-view-ipad-landscape.swift (sidebar 320, content from y 24 + 50 = 74)
// source: sidebar: 320 < 390, so margin.narrow 16; x = 16 + 16 = 32, width = 320 - 2 x 16 - 2 x 16 = 256; y = 74 + empty header band 17.667 (inset-grouped's, SNT) + 11 + (44 - 22 - 20)/2 = 103.667; row1 one 44 row later
// source: detail (.listStyle(.plain), list.plain.*): margin 0, x = 320 + 16 = 336, width = 890 - 32 = 858, no empty band: y = 74 + 11 + 1 = 86
// expect row0: x=32 y=103.667 width=256 height=20
// expect row1: y=147.667
// expect detailRow: x=336 y=86 width=858
NavigationSplitView {
  List {
    Rectangle().frame(height: 20).id("row0")
    Rectangle().frame(height: 20).id("row1")
  }
  .id("sidebarList")
} detail: {
  List {
    Rectangle().frame(height: 20).id("detailRow")
  }
  .listStyle(.plain)
}
