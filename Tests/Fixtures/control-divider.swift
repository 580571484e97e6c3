// fixture: Divider is a one-pixel line across the enclosing stack's axis: horizontal in a VStack (taking the width the stack offers), vertical in an HStack (taking the row's height)
// window: 300x200
// source: Views/Divider.yaml; control-metrics §3.10 (OSU Divider.swift: "extends across the minor axis of the stack"; PlainDividerStyle: frame(width: nil, height: thickness); thickness 1/displayScale = 1/3 at the window's 3×)
// expect stack: x=0 y=74.833 width=300 height=50.333 widest child the Divider, which takes the 300 offered; 20 + 1/3 + 30; centred: (200 − 50.333) / 2
// expect h: x=0 y=94.833 width=300 height=0.333 74.833 + 20
// expect row: x=109.833 y=95.167 width=80.333 height=30 40 + 1/3 + 40 (spacing 0), centred: (300 − 80.333) / 2; 94.833 + 1/3
// expect v: x=149.833 y=95.167 width=0.333 height=30 vertical in the HStack, as tall as the 30 its frame offers; 109.833 + 40
VStack(spacing: 0) {
  Color.red.frame(width: 100, height: 20)
  Divider().id("h")
  HStack(spacing: 0) {
    Color.blue.frame(width: 40, height: 30)
    Divider().id("v")
    Color.blue.frame(width: 40, height: 30)
  }
  .frame(height: 30)
  .id("row")
}
.id("stack")
