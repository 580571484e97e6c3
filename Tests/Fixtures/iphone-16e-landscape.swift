// fixture: iPhone 16e in landscape on iOS 18 and its notch insets
// os: ios18
// device: iphone-16e landscape
// source: device-metrics-2026.md §2 (FDP: 390x844 @3, landscape 0/47/21/47 before iOS 26): 844 - 2 × 47 = 750 wide from x 47, 390 - 21 = 369 tall
// expect fill: x=47 y=0 width=750 height=369
Color.red.id("fill")
