// fixture: a ScrollView with .contentMargins(50) around a 300×600 frame, measured on real SwiftUI (an iOS 17+ simulator with a 62-pt top inset; the OS is not stated, iOS 18 chosen here): the content starts below the safe area and the margin, and overflows the narrow content area centred
// class: stacks
// device: iphone-16-pro
// os: ios18
// tolerance: 1
// source: DDG = DataDog/dd-sdk-ios DatadogSessionReplay/Tests/Recorder/ViewTreeSnapshotProducer/ViewTreeSnapshot/NodeRecorders/UIHostingViewRecorderTests.swift@8c4d06cc1cba258526ae7138303689c11812310a (testScrollView; render(): a 300×300 UIWindow at the screen origin): text wireframe x 101, y 402, 97×20 (asserted ±5; the written values are whole points)
// source: the window's safe area top is 62 (the y below only fits 62: iPhone 16 Pro / 17 Pro), so its safe region is 0,62 300×238, recreated by the outer frames
// source: x: the scroll content is proposed 300 − 2 × 50 = 200 wide; the 300-wide frame overflows it centred: 50 + (200 − 300)/2 = 0; the Text centred in it: (300 − 96.4)/2 = 101.8 (SwiftUI 101: FrameLab's "Hello, World!" is 96.4 wide, DDG 97)
// source: y: 62 + margin 50 + (600 − 20.333)/2 = 401.833 (DDG 402); height ceil(17 × 2444/2048 × 3)/3 = 20.333 (DDG 20)
// source: tolerance 1: DDG rounds to whole points
// expect t: x=101 y=402 height=20.333
ScrollView {
  VStack {
    Text("Hello, World!").id("t")
      .font(.system(size: 17))
  }
  .frame(width: 300, height: 600)
}
.contentMargins(50)
.frame(width: 300, height: 238)
.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
