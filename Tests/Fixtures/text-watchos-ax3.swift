// fixture: watchOS at AX3, the largest category it has: body 23 pt; AX5 (which watchOS lacks) stays at AX3's 23 (inferred)
// device: watch-45mm
// dynamic-type: AX5
// source: HIG Typography, watchOS (control-metrics.md §1.3): body 23 at AX3; watchOS offers no AX4/AX5 (inferred: AX3's size); line height = size x 2444/2048 rounded up to the 2x grid
// expect body: height=27.5   23 x 2444/2048 = 27.447 -> 55 px / 2 = 27.5
Text("Now").id("body")
