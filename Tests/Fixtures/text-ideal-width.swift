// fixture: Text hugs its content; one line of body is SF Pro's line height rounded up to the 3× pixel grid
// window: 300x300
// source: TextMeasurer: 'Hello World' in body = 15348 units x 17/2816 - 11 x 0.442 (SF tracking at 17 pt) = 87.793, rounded up to the 3x pixel grid: ceil(263.38)/3 = 88 (measured widths are whole pixels, docs/fidelity.md §3)
// source: control-metrics.md §1.2: one line = ceil(17 x 2444/2048 x 3)/3 = ceil(60.861)/3 = 61/3 = 20.333 (FONTPROBE line height, UIKit pixel ceiling)
// expect text: width=88 height=20.333 x=106 y=139.833 (x = (300 - 88)/2; y = (300 - 20.333)/2)
Text("Hello World")
  .id("text")
