// fixture: Text hugs its content
// window: 300x300
// source: TextMeasurer: 'Hello World' in body = 15348 units x 17/2816 - 11 x 0.442 (SF tracking at 17 pt) = 87.793; one line 22
// expect text: width=87.793 height=22 x=106.103 y=139
Text("Hello World")
  .id("text")
