// fixture: Text in an HStack is offered an even share first and wraps
// window: 150x100
// source: FG-H: offered (150 - 8)/2 = 71; 'Hello World' (87.8 wide in body) wraps to two lines
// source: control-metrics.md §1.2 and docs/fidelity.md §3: 2 lines of body at 3x = the first line 20.287 + the 22-pt HIG leading, ceil(42.287 x 3)/3 = ceil(126.86)/3 = 42.333 (measured: two body lines 42.333)
// expect text: height=42.333
// expect-diagnostic: note: no measured default spacing next to Text on this platform (spacing.horizontal.text-other
HStack {
  Text("Hello World")
    .id("text")
  Color.red
}
