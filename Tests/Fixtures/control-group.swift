// fixture: ControlGroup lays its controls out in a row inside bordered insets
// window: 300x300
// source: Views/ControlGroup.yaml (estimate: segments 0 apart, insets 7 / 12 as Button.yaml's bordered estimate): 30 + 40 + 2 × 12 = 94, 20 + 2 × 7 = 34
// expect group: x=103 y=133 width=94 height=34 centred: (300 − 94) / 2, (300 − 34) / 2
// expect second: x=145 y=140 width=40 height=20 103 + 12 + 30; 133 + 7
ControlGroup {
  Color.red.frame(width: 30, height: 20)
  Color.blue.frame(width: 40, height: 20).id("second")
}
.id("group")
