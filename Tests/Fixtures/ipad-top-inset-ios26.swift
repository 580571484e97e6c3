// fixture: iPad Pro 11 on iPadOS 26: top inset 32, bottom 25 (8 points lower than on iPadOS 18)
// os: ios26
// device: ipad-pro-11
// source: device-metrics-2026.md §3 (FDP-291, iOS 26.5 probe: every iPad's top inset is 32, was 24): 1210 - 32 - 25 = 1153
// expect fill: y=32 height=1153 width=834
Color.red.id("fill")
