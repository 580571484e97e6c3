// fixture: a tab on a regular-width iPad on iPadOS 26: the floating tab bar sits at the top (iPadOS 18+), so the tab's container loses it at the top and nothing at the bottom
// device: ipad-pro-11-m5
// source: Containers/TabView.yaml (Apple, "Elevating your iPad app with a tab bar and sidebar": iPadOS 18+ floats the bar at the top); Devices/platform-ipados.yaml os ios26: safe area 32/0/25/0 (FDP-291), tabBar.regularWidth.top ≈ 50 (estimate), bottom 0: 1210 − 32 − 25 − 50 = 1103, from y 32 + 50 = 82
// expect tab: y=82 width=834 height=1103
TabView {
  Rectangle()
    .containerRelativeFrame(.vertical)
    .id("tab")
}
