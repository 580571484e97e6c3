// fixture: on macOS a VStack of Texts stacks them with no gap, an HStack of Texts keeps 8
// device: mac-window
// source: Devices/platform-macos.yaml spacing.vertical.text-text 0 and spacing.horizontal.text-text 8 (issue 13, measured on macOS)
// source: macOS body is 13 pt with a measured line of 16 (control-metrics.md §1.2, skip-ui TextTests at scale 1)
// source: outer VStack = 32 + 20 + 16 = 68 tall, centred in 600: y = (600 - 68)/2 = 266
// expect first: y=266 height=16
// expect second: y=282 height=16 (266 + 16 + gap 0)
// expect column: height=32 (16 + 0 + 16, not 16 + 8 + 16)
// expect row: y=318 width=63.333 height=16 ("Left" 23.598 → 23.667 + gap 8 + "Right" 31.599 → 31.667, TextMeasurer widths at 13 pt rounded up to the 3× pixel grid, docs/fidelity.md §3)
VStack(spacing: 20) {
  VStack {
    Text("First")
      .id("first")
    Text("Second")
      .id("second")
  }
  .id("column")
  HStack {
    Text("Left")
    Text("Right")
  }
  .id("row")
}
