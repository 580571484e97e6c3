// fixture: Text at .system(size: 28) measured on real SwiftUI (an iPhone simulator with a 62-pt top inset; the OS is not stated): a 33.667-pt line centred in a 300×300 window's safe area
// class: text
// device: iphone-16-pro
// os: ios18
// tolerance: 0.5
// source: DDG = DataDog/dd-sdk-ios DatadogSessionReplay/Tests/Recorder/ViewTreeSnapshotProducer/ViewTreeSnapshot/NodeRecorders/UIHostingViewRecorderTests.swift@8c4d06cc1cba258526ae7138303689c11812310a (testTextView / MockTextView): text wireframe x 74, y 164, 151×34 (asserted ±5; whole points)
// source: safe region 0,62 300×238 (a 300×300 window at the screen origin, top inset 62), recreated by the outer frames
// source: height: ceil(28 × 2444/2048 × 3)/3 = ceil(100.24)/3 = 33.667 (DDG 34); y = 62 + (238 − 33.667)/2 = 164.167 (DDG 164)
// source: width not asserted: FrameLab 173.3, DDG 151 — FrameLab's advance table (Inter + SF Pro tracking) is far too wide at display sizes (SF Pro Display from 20 pt); see notes/measured3.md
// expect t: y=164 height=33.667
Text("Hello, World!").id("t")
  .font(.system(size: 28))
  .frame(width: 300, height: 238)
  .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
