// fixture: the foldable iPhone folded (outer display): 466×678 with the system column on the trailing edge, no top inset
// device: iphone-duo
// posture: folded
// source: GSD (GetStream/stream-chat-react-native ai-docs/iphone-duo-readiness.md @0e30796 §1: outer display 466 × 678 @3x, insets t/b/l/r 0/34/0/84, iOS 27.1; the reserved column measured at 382–466)
// expect content: x=0 y=0 width=382 height=644    (466 − 84 = 382, the column's left edge; 678 − 0 − 34 = 644)
Color.blue
  .id("content")
