// fixture: a 100×100 Circle frame measured on real SwiftUI (iOS simulator): centred in a 300×300 window's safe area
// class: stacks
// device: iphone-15-pro
// os: ios17
// tolerance: 0.5
// source: DDG = DataDog/dd-sdk-ios DatadogSessionReplay/Tests/Recorder/ViewTreeSnapshotProducer/ViewTreeSnapshot/NodeRecorders/UIHostingViewRecorderTests.swift@8c4d06cc1cba258526ae7138303689c11812310a (testShapeView: Circle().fill(Color.red).frame(width: 100, height: 100)): shape wireframe x 100, y 130, 100×100 (±5; whole points)
// source: safe region 0,59 300×241 (300×300 window at the screen origin, iPhone 15 Pro top inset 59; with 62 it would be 131): x = (300 − 100)/2 = 100; y = 59 + (241 − 100)/2 = 129.5 (DDG 130)
// expect circle: x=100 y=130 width=100 height=100
Circle()
  .fill(Color.red)
  .frame(width: 100, height: 100).id("circle")
  .frame(width: 300, height: 241)
  .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
