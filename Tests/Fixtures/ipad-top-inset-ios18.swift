// fixture: iPad Pro 11 on iPadOS 18: top inset 24, bottom 25
// os: ios18
// device: ipad-pro-11
// source: device-metrics-2026.md §3 (FDP-289: every iPad's bottom inset is 25 before iOS 26; top 24 as in device-metrics.md): 1210 - 24 - 25 = 1161
// expect fill: y=24 height=1161 width=834
Color.red.id("fill")
