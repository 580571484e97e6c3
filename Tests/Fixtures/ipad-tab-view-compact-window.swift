// fixture: an iPadOS 26 window of compact width (the landscape half tile, 605 wide, under the 700-pt threshold) shows the tab bar at the bottom again, as iPadOS does below regular width
// device: ipad-pro-11-m5 landscape
// window: half
// source: Containers/TabView.yaml (the floating top bar needs a regular horizontal size class: Apollo-Reborn PR #557, UIKitCore _UITabContainerView canShowFloatingUI); Devices/platform-ipados.yaml windowSizeClass regularWidthFrom 700 (inferred), safe area 32/0/25/0 (FDP-291), tabBar 45 (QMUI 65 − 20); the half tile is 1210 / 2 = 605 × 834: 834 − 32 − 25 − 45 = 732
// expect tab: y=32 width=605 height=732
TabView {
  Rectangle()
    .containerRelativeFrame(.vertical)
    .id("tab")
}
