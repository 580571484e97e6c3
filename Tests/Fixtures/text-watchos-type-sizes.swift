// fixture: watchOS text follows the watchOS Dynamic Type table, not iOS's: at Large body is 16 pt and title 34 pt (iOS: 17 and 28); at AX3 body 23
// device: watch-45mm
// source: HIG Typography, watchOS (control-metrics.md §1.3): body 16 at Large (40–42 mm column), title1 34; line height = size x 2444/2048 rounded up to the 2x pixel grid (SF Pro ratio, an estimate for SF Compact)
// expect body: height=19.5   16 x 2444/2048 = 19.094 -> 39 px / 2 = 19.5
// expect title: height=41   34 x 2444/2048 = 40.574 -> 82 px / 2 = 41
VStack {
    Text("Now").id("body")
    Text("Timer").font(.title).id("title")
}
