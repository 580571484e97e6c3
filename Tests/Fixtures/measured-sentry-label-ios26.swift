// fixture: the Label measured on iOS 26.1 (iPhone 17 Pro, safe-area top 62): the title centred 1.5 pt lower than on iOS 17
// class: text
// device: iphone-17-pro
// os: ios26
// tolerance: 0.2
// source: SNT = getsentry/sentry-cocoa Tests/SentryTests/ViewCapture/SentryUIRedactBuilderTests+SwiftUI.swift@1693456d9bb0595c6893120aab81680f05e55b78 (assertSwiftUILabelRegions, "if #available(iOS 26)": title 117,171 98×20.333; icon 87,172.333)
// source: safe region 0,62 300×238 (300×300 window at the screen origin, top inset 62); title y = 62 + (238 − 20.333)/2 = 170.833, snapped to 171 by SwiftUI (tolerance 0.2)
// expect title: y=171 height=20.333
VStack {
  Label {
    Text("Hello SwiftUI").id("title")
  } icon: {
    Image(systemName: "house")
  }
  .labelStyle(.titleAndIcon)
}
.frame(width: 300, height: 238)
.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
