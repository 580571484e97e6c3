// fixture: iPad Pro 13 (M5) in landscape on iPadOS 26: no side insets
// device: ipad-pro-13-m5 landscape
// source: device-metrics-2026.md §3 (FDP: 1032x1376 @2, landscape 32/0/25/0 on iOS 26.5): 1376 wide, 1032 - 32 - 25 = 975 tall
// expect fill: x=0 y=32 width=1376 height=975
Color.red.id("fill")
