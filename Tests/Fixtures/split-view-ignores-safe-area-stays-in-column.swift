// fixture: a background that ignores the safe area in a NavigationSplitView column extends to the screen edges its column touches, not across the other column
// os: ios17
// device: ipad-pro-11 landscape
// source: columns as split-view-ipad-landscape.swift (sidebar 320, detail 890, content below the 24 status bar and the 50 bar: y 74, height 740)
// source: issue 13 ("extends only along the edges where its own frame touches the safe-area boundary"): each colour grows up to y 0 and down to 834 (the screen), and to the screen's outer side; the column's inner edge (x 320) is not a safe-area edge, so neither grows past it
// expect sidebarBackground: x=0 y=0 width=320 height=834
// expect detailBackground: x=320 y=0 width=890 height=834
NavigationSplitView {
  Color.yellow
    .ignoresSafeArea()
    .id("sidebarBackground")
} detail: {
  Color.blue
    .ignoresSafeArea()
    .id("detailBackground")
}
