// fixture: the same .font(.system(size: 20)) view measured on iOS 18 (iPhone 16 Pro, safe-area top 62): the box moves down by half the 3-pt taller inset
// device: iphone-16-pro
// os: ios18
// tolerance: 0.17
// source: SNT = getsentry/sentry-cocoa Tests/SentryTests/ViewCapture/SentryUIRedactBuilderTests+SwiftUI.swift@1693456d9bb0595c6893120aab81680f05e55b78 (the iOS 18 branch of assertSwiftUITextRegions: text ty 144, box ty 124; CI on iPhone 16 Pro iOS 18)
// source: the 250×250 window at the screen origin has safe area top 62 (iPhone 16 Pro), so its safe region is 0,62 250×188, recreated by the outer frames
// source: box = 62 + (188 − 64)/2 = 124 (64 = ceil(20 × 2444/2048 × 3)/3 + 2 × 20 = 24 + 40); text = 124 + 20 = 144
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
