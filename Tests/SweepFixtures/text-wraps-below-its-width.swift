// sweep: width=200...300
// device: iphone-17-pro
// os: ios27
// fixture: a Text's line count across window widths: two lines below its one-line width, one from there on
// source: FrameLab's text measurement (docs/text-model.md: SF Pro body 17 pt, Views/Text/sf-pro.yaml): "Where the layout changes in kind" is 44234 font units × 17/2816 − 32 × 0.442 = 252.894 wide on one line (framelab eval --window 400x300 gives width=253, rounded up to the pixel grid), so it fits from ⌈252.894⌉ = 253; an iOS 27 iPhone window has no safe area
// expect segments: 2
// expect change at 253: #0 Text "t" lines 2 → 1    (253 ≥ 252.894; at 252 it wraps)
Text("Where the layout changes in kind")
  .id("t")
