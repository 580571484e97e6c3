// sweep: dynamic-type=all
// device: iphone-17-pro
// fixture: a one-line Text in a 110-pt frame, swept over every Dynamic Type size: truncation (and the check finding) starts at xxxLarge
// source: Apple HIG Typography, body sizes per category (xxLarge 21, xxxLarge 23; control-metrics.md §1); FrameLab's measurement of "Breakpoints" on one line (SF Pro's advances, Views/Text/sf-pro.yaml): 108.302 → 108.333 wide at xxLarge (≤ 110, fits), 118.951 → 119 at xxxLarge (> 110, cut with "…"; framelab eval --window 400x300 --dynamic-type xxxLarge)
// expect segments: 2
// expect change at xxxLarge: #2 Text "t" lines 1 → 1, truncated    (lineLimit(1): the line count stays 1, the text is cut)
// expect change at xxxLarge: #2 Text "t" check – → text-truncated
Text("Breakpoints")
  .lineLimit(1)
  .frame(width: 110)
  .id("t")
