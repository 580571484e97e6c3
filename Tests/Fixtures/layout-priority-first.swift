// fixture: layoutPriority(1) is offered everything the others can spare
// window: 300x100
// source: FG-H, OSU-Stack: 300 - 8 - min(blue)=0 = 292 for red; blue gets 0
// expect red: width=292
// expect blue: x=300 width=0
HStack {
  Color.red
    .layoutPriority(1)
    .id("red")
  Color.blue
    .id("blue")
}
