// fixture: baseline alignment makes an HStack taller than its tallest child: a Text centred in a 30-pt frame beside a 50-pt box
// window: 300x300
// source: control-metrics.md §1.2 (first baseline 17 × 1950/2048 = 16.187; one body line 20.333 at 3×); OpenSwiftUI FirstTextBaseline.defaultValue = height (the box's baseline is its bottom, 50). The Text sits (30 − 20.333) / 2 = 4.833 down its frame, so the frame's baseline is 4.833 + 16.187 = 21.02. Line at max(21.02, 50) = 50; height = 50 + max(30 − 21.02, 50 − 50) = 58.98, centred: y = (300 − 58.98) / 2 = 120.51
// expect t: x=115 y=149.49 width=60 height=30           (120.51 + 50 − 21.02)
// expect c: x=175 y=120.51 width=10 height=50
HStack(alignment: .firstTextBaseline, spacing: 0) {
  Text("a").frame(width: 60, height: 30).id("t")
  Color.red.frame(width: 10, height: 50).id("c")
}
