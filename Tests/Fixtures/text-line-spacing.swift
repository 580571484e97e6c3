// fixture: lineSpacing adds its length between lines; the total is rounded up to the pixel grid once
// window: 300x300
// source: control-metrics.md §1.2 and docs/fidelity.md §3: two body lines are the first line 17 x 2444/2048 = 20.287 plus the 22-pt HIG leading (measured: two body lines 42.333) = 42.287; + lineSpacing 10 = 52.287
// source: rounded up to the 3x grid: ceil(156.86)/3 = 157/3 = 52.333
// expect text: height=52.333
// expect one: height=20.333 (one line has no line spacing: 61/3)
VStack {
  Text("Hello\nWorld")
    .lineSpacing(10)
    .id("text")
  Text("Hello")
    .lineSpacing(10)
    .id("one")
}
