// fixture: Image(systemName: "star.fill") measured on real SwiftUI (iOS 16.4–18): centred in a window that starts 20 pt below and right of the screen origin
// class: symbols
// device: iphone-15-pro
// os: ios17
// tolerance: 0.17
// source: SNT = getsentry/sentry-cocoa Tests/SentryTests/ViewCapture/SentryUIRedactBuilderTests+SwiftUI.swift@1693456d9bb0595c6893120aab81680f05e55b78 (setupSwiftUIImageFixture / assertSwiftUIImageRegions): a 240×320 UIWindow at 20,20; the symbol at screen 130.667,190.667, 18.667×18 (window 110.667,170.667)
// source: the window's safe area: top 59 − 20 = 39 in window coordinates, so its safe region is screen 20,59 240×281 (recreated by the frames: 20 leading padding, 240×281, pinned top-leading)
// source: centre: x = 20 + 240/2 = 140 (SNT 130.667 + 18.667/2 = 140); y = 59 + 281/2 = 199.5 (SNT 190.667 + 18/2 = 199.667, pixel snapping)
// source: the symbol's own size is not asserted: SNT 18.667×18, FrameLab a 16.93 square (0.9961 em at body; no per-symbol table, see notes/measured3.md)
// expect star: midX=140 midY=199.5
VStack {
  Image(systemName: "star.fill").id("star")
}
.frame(width: 240, height: 281)
.padding(.leading, 20)
.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
