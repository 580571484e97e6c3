// fixture: Image(systemName: "star.fill") measured on iOS 26.1 (iPhone 17 Pro, safe-area top 62): centred in a window at 20,20
// class: symbols
// device: iphone-17-pro
// os: ios26
// tolerance: 0.17
// source: SNT = getsentry/sentry-cocoa Tests/SentryTests/ViewCapture/SentryUIRedactBuilderTests+SwiftUI.swift@1693456d9bb0595c6893120aab81680f05e55b78 (assertSwiftUIImageRegions, "if #available(iOS 26)": 18.666×18 at screen 130.666,192)
// source: a 240×320 UIWindow at 20,20: its safe region is screen 20,62 240×278 (top inset 62 − 20 = 42 inside the window), recreated by the frames
// source: centre: x = 20 + 240/2 = 140 (SNT 130.667 + 9.333); y = 62 + 278/2 = 201 (SNT 192 + 18/2 = 201)
// source: the symbol's size is not asserted (SNT 18.667×18; FrameLab's 16.93 square, see notes/measured3.md)
// expect star: midX=140 midY=201
VStack {
  Image(systemName: "star.fill").id("star")
}
.frame(width: 240, height: 278)
.padding(.leading, 20)
.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
