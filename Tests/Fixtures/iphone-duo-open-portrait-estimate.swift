// fixture: the foldable iPhone open in portrait: 669×951; only landscape was measured, so the insets are the landscape ones, marked estimate
// device: iphone-duo
// posture: open
// source: GSD (@0e30796 §1: the inner display is 669 × 951 pt, "951 × 3 = 2853 and 669 × 3 = 2007, matching the framebuffer"); portrait insets 0/34/0/84 are an estimate (Devices/iphone-duo.yaml)
// expect content: x=0 y=0 width=585 height=917    (669 − 84 = 585; 951 − 34 = 917)
Color.blue
  .id("content")
