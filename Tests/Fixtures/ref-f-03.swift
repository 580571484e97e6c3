// fixture: reference case F-03 (confidence A) from layout-cases.md
// window: 300x300
// source: APPLE-FLEX: min and max set: clamp(300, 20, 50) = 50
// tolerance: 0.05
// expect frame: x=125 width=50
Text("Hello, World!")
  .frame(minWidth: 20, maxWidth: 50)
  .id("frame")
