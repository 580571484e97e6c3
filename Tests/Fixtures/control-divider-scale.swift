// fixture: outside a stack a Divider is horizontal; one pixel is 0.5 pt at an iPad's 2×
// device: ipad-pro-11-m5
// source: Views/Divider.yaml (control-metrics §3.10: pixelLength = 1/scale; OSU Divider.swift: horizontally when not in a stack); iPad Pro 11 M5 834×1210 @2, iOS 26 safe area 32/0/25/0 (FDP-291)
// expect box: x=317 y=558.5 width=200 height=100 centred in the safe area: (834 − 200) / 2; 32 + (1210 − 32 − 25 − 100) / 2
// expect d: x=317 y=608.25 width=200 height=0.5 the ZStack offers 200 × 100; 558.5 + (100 − 0.5) / 2
ZStack {
  Divider().id("d")
}
.frame(width: 200, height: 100)
.id("box")
