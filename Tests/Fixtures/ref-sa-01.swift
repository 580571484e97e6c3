// fixture: reference case SA-01 (confidence B) from layout-cases.md
// device: iphone-15-pro
// source: layout-semantics 4.6: the root is proposed the safe area 393x759 at y 59
// tolerance: 0.05
// expect red: x=0 y=59 width=393 height=759
Color.red
  .id("red")
