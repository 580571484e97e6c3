// fixture: lineSpacing adds its length between lines; the total is rounded up to the pixel grid once
// window: 300x300
// source: control-metrics.md §1.2: two body lines are 2 x 17 x 2444/2048 = 40.574; + lineSpacing 10 = 50.574
// source: rounded up to the 3x grid: ceil(151.72)/3 = 152/3 = 50.667
// expect text: height=50.667
// expect one: height=20.333 (one line has no line spacing: 61/3)
VStack {
  Text("Hello\nWorld")
    .lineSpacing(10)
    .id("text")
  Text("Hello")
    .lineSpacing(10)
    .id("one")
}
