// fixture: Label("Hello SwiftUI", systemImage: "house") measured on real SwiftUI (iOS 16.4/17.5): its title is one body line, centred in the window's safe area
// class: text
// device: iphone-15-pro
// os: ios17
// tolerance: 0.2
// source: SNT = getsentry/sentry-cocoa Tests/SentryTests/ViewCapture/SentryUIRedactBuilderTests+SwiftUI.swift@1693456d9bb0595c6893120aab81680f05e55b78 (setupSwiftUILabelFixture / assertSwiftUILabelRegions, pre-iOS-26 branch): 300×300 window at the screen origin, safe area top 59 → safe region 0,59 300×241 (outer frames)
// source: SNT: title 117,169.333 98×20.333; icon image 87,170.333 20×17.667
// source: title: body 17 pt, ceil(17 × 2444/2048 × 3)/3 = 20.333 tall; the Label is as tall as its title, centred: 59 + (241 − 20.333)/2 = 169.333
// source: title width: FrameLab 97.772 → 98 (SF Pro Text Regular 12452 units × 17/2048 − 13 × 0.43, Views/Text/sf-pro.yaml), SwiftUI 98 (tolerance 0.2)
// source: the icon and the spacing are not asserted: SNT's house symbol is 20×17.667 and the title starts 30 pt after the icon's left edge; FrameLab draws every symbol as a 16.93 square 8 pt before the title (see notes/measured3.md)
// expect title: y=169.333 height=20.333 width=98
VStack {
  Label {
    Text("Hello SwiftUI").id("title")
  } icon: {
    Image(systemName: "house")
  }
  .labelStyle(.titleAndIcon)
}
.frame(width: 300, height: 241)
.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
