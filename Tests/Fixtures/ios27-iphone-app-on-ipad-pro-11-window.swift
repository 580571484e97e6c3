// fixture: the named iOS 27 window of an iPhone app hosted on an iPad Pro 11": 417×1210 with insets 32/20
// device: iphone-17-pro
// window: ipad-pro-11-half
// os: ios27
// source: GSD (@0e30796 §1: "iPad Pro 11" running the iPhone-only app in a compatibility window, iOS 27.0: 417 × 1210 @2x, insets 32 / 20 / 0 / 0")
// expect content: x=0 y=32 width=417 height=1158    (1210 − 32 − 20 = 1158)
Color.blue
  .id("content")
