// fixture: Text in an HStack is offered an even share first and wraps
// window: 150x100
// source: FG-H: offered (150 - 8)/2 = 71; 'Hello World' (87.8 wide in body) wraps to two lines
// source: control-metrics.md §1.2: 2 lines of body at 3x = ceil(2 x 17 x 2444/2048 x 3)/3 = ceil(121.72)/3 = 40.667
// expect text: height=40.667
// expect-diagnostic: note: the default spacing next to Text is approximated as 8
HStack {
  Text("Hello World")
    .id("text")
  Color.red
}
