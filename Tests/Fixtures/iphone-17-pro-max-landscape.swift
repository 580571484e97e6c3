// fixture: iPhone 17 Pro Max in landscape (iOS 26): 20-pt bottom inset
// device: iphone-17-pro-max landscape
// source: device-metrics-2026.md §2 (FDP: 440x956 @3, landscape 0/62/20/62 on iOS 26.5): 956 - 124 = 832 wide from x 62, 440 - 20 = 420 tall
// expect fill: x=62 y=0 width=832 height=420
Color.red.id("fill")
