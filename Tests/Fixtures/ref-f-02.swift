// fixture: reference case F-02 (confidence A) from layout-cases.md
// window: 300x300
// source: MAJID: the fixed frame is 50x50 whatever the text
// tolerance: 0.05
// expect frame: x=125 y=125 width=50 height=50
Text("Happy WWDC 21!")
  .frame(width: 50, height: 50)
  .id("frame")
