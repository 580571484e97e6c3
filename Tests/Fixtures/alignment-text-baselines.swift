// fixture: first and last text baselines from the font's metrics, in HStacks and a frame
// device: iphone-15-pro
// source: control-metrics.md §1.2 (FONTPROBE): first baseline = size × 1950/2048 below the top (34 pt → 32.373, 17 pt → 16.187, 12 pt → 11.426); lines 20.287109375 apart at 17 pt; one line is ceil(size × 2444/2048 × 3) / 3 tall (34 pt → 40.667, 17 pt → 20.333, 12 pt → 14.333; three body lines ceil(3 × 20.287 × 3) / 3 = 61). OpenSwiftUI: a view without text has its baselines at its bottom, and so does a frame's box. The VStack is 40.667 + 61 + 100 = 201.667 tall, centred in 59…818: y = 59 + (759 − 201.667) / 2 = 337.667
// expect title: y=337.667 height=40.667
// expect body: y=353.853 height=20.333                  (baselines on one line: 337.667 + 32.373 − 16.187)
// expect lines: y=378.333 height=61
// expect box: y=415.094 height=20                       (last baseline 2 × 20.287 + 16.187 = 56.761; the box's bottom on it: 378.333 + 56.761 − 20)
// expect cap: y=527.908 height=14.333                   (the frame starts at 378.333 + 61 = 439.333; its baseline is its bottom, 539.333; 539.333 − 11.426)
VStack(spacing: 0) {
  HStack(alignment: .firstTextBaseline, spacing: 8) {
    Text("Title").font(.largeTitle).id("title")
    Text("body").id("body")
  }
  HStack(alignment: .lastTextBaseline, spacing: 8) {
    Text("A\nB\nC").id("lines")
    Color.red.frame(width: 20, height: 20).id("box")
  }
  Text("caption").font(.caption).id("cap")
    .frame(width: 200, height: 100, alignment: .centerFirstTextBaseline)
}
