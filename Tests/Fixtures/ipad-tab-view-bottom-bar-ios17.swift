// fixture: the same tab on iPadOS 17 keeps the classic bottom tab bar at regular width
// device: ipad-pro-11
// os: ios17
// source: Devices/platform-ipados.yaml (iPadOS 17: safe area 24/0/20/0 from QMUI; tabBar.regularWidth.bottom 45 = QMUI 65 − 20, top 0): 1210 − 24 − 20 − 45 = 1121, from y 24
// expect tab: y=24 width=834 height=1121
TabView {
  Rectangle()
    .containerRelativeFrame(.vertical)
    .id("tab")
}
