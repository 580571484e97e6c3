// fixture: the .font(.system(size: 20)) view measured on iOS 26.1 (iPhone 17 Pro, safe-area top 62): same geometry as iOS 18
// class: text
// device: iphone-17-pro
// os: ios26
// tolerance: 0.17
// source: SNT = getsentry/sentry-cocoa Tests/SentryTests/ViewCapture/SentryUIRedactBuilderTests+SwiftUI.swift@1693456d9bb0595c6893120aab81680f05e55b78 (testRedact_withSwiftUIText_withMaskAllTextDisabled: "if #available(iOS 26)" box ty 124, 152.666×64; CI on iPhone 17 Pro iOS 26.1)
// source: window safe region 0,62 250×188 (outer frames); box = 62 + (188 − 64)/2 = 124; text = 124 + 20 = 144, 24 tall (ceil(20 × 2444/2048 × 3)/3)
// expect box: y=124 height=64
// expect text: y=144 height=24
VStack {
  VStack {
    Text("Hello SwiftUI").id("text")
      .padding(20)
  }
  .background(Color.green).id("box")
  .font(.system(size: 20))
}
.frame(width: 250, height: 188)
.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
