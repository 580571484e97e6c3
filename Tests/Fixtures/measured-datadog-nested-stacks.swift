// fixture: VStack { Text; HStack { Text; Text } } measured on real SwiftUI (iOS simulator): the HStack's two Texts 8 apart, centred
// class: text
// device: iphone-15-pro
// os: ios17
// tolerance: 1
// source: DDG = DataDog/dd-sdk-ios DatadogSessionReplay/Tests/Recorder/ViewTreeSnapshotProducer/ViewTreeSnapshot/NodeRecorders/UIHostingViewRecorderTests.swift@8c4d06cc1cba258526ae7138303689c11812310a (testNestedViews, 300×300 window at the screen origin): "Top" 136,158 28×20; "Left" 111,181 30×20; "Right" 149,181 40×20 (±5; whole points)
// source: horizontal: HStack = 30.01 + 8 + 39.276 = 77.29 wide, centred in 300: Left x = (300 − 77.29)/2 = 111.36 (DDG 111), Right x = 111.36 + 30.01 + 8 = 149.37 (DDG 149: the 8-pt Text/Text gap in an HStack agrees)
// source: vertical positions are NOT asserted: DDG's Top y 158 / Left y 181 put 23 between the two line tops, a gap of about 2.7 between a Text and the HStack of Texts below it; FrameLab uses 8 (Top 155.167, Left 183.5). See notes/measured3.md
// source: "Top" is 28 wide in DDG, 30.09 in FrameLab (no kerning for the "To" pair), so its x is not asserted either
// expect left: x=111 width=30
// expect right: x=149 width=40
VStack {
  Text("Top").id("top")
  HStack {
    Text("Left").id("left")
    Text("Right").id("right")
  }
}
.frame(width: 300, height: 241)
.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
