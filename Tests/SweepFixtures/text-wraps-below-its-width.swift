// sweep: width=200...300
// device: iphone-17-pro
// os: ios27
// fixture: a Text's line count across window widths: two lines below its one-line width, one from there on
// source: FrameLab's text measurement (control-metrics.md: SF Pro body 17 pt): "Where the layout changes in kind" is 253.461 wide on one line (framelab eval --window 400x300 gives width=253.461), so it fits from ⌈253.461⌉ = 254; an iOS 27 iPhone window has no safe area
// expect segments: 2
// expect change at 254: #0 Text "t" lines 2 → 1    (254 ≥ 253.461; at 253 it wraps)
Text("Where the layout changes in kind")
  .id("t")
