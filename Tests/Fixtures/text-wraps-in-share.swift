// fixture: Text in an HStack is offered an even share first and wraps
// window: 150x100
// source: FG-H: offered (150 - 8)/2 = 71; 'Hello World' (87.8 wide in body) wraps to two lines of 22 (HIG body leading)
// expect text: height=44
// expect-diagnostic: note: the default spacing next to Text is approximated as 8
HStack {
  Text("Hello World")
    .id("text")
  Color.red
}
