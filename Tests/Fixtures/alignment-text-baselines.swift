// fixture: first and last text baselines from the font's metrics, in HStacks and a frame
// device: iphone-15-pro
// source: control-metrics.md §1.2 (FONTPROBE): first baseline = size × 1950/2048 below the top (34 pt → 32.373, 17 pt → 16.187, 12 pt → 11.426); one line is ceil(size × 2444/2048 × 3) / 3 tall (34 pt → 40.667, 17 pt → 20.333, 12 pt → 14.333); further lines are the HIG leading apart, 22 for body (docs/fidelity.md §3, measured: two body lines 42.333), so three body lines are ceil((20.287 + 2 × 22) × 3) / 3 = ceil(192.86) / 3 = 64.333. OpenSwiftUI: a view without text has its baselines at its bottom, and so does a frame's box. The VStack is 40.667 + 64.333 + 100 = 205 tall, centred in 59…818: y = 59 + (759 − 205) / 2 = 336
// expect title: y=336 height=40.667
// expect body: y=352.187 height=20.333                  (baselines on one line: 336 + 32.373 − 16.187)
// expect lines: y=376.667 height=64.333
// expect box: y=416.853 height=20                       (last baseline 2 × 22 + 16.187 = 60.187; the box's bottom on it: 376.667 + 60.187 − 20)
// expect cap: y=529.574 height=14.333                   (the frame starts at 376.667 + 64.333 = 441; its baseline is its bottom, 541; 541 − 11.426)
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
