// fixture: a body Text "Hello world" with .fixedSize() at Dynamic Type extraSmall, sizeThatFits
// class: text
// strategy: sizeThatFits
// device: iphone-17
// os: ios26
// scale: 3
// dynamic-type: xSmall
// source: leboncoin/spark-ios-common@122467d1029ec5ce468406ab019b96ce1b98211d Tests/SnapshotTests/SparkCoreSnapshotTests.swift SparkCoreSnapshotTests.testDynamicContentSize (helper assertSnapshotInDarkAndLight, Sources/SnapshotTesting/TestCase/Deprecated/ComponentSnapshotTestCase.swift: .environment(\.sizeCategory, extraSmall), .image(precision: 0.98)); image Tests/SnapshotTests/.__snapshots__/SparkCoreSnapshotTests/testDynamicContentSize-light-extraSmall.1.png 218×51 px ÷ 3 = 72.667×17 pt
// expect text: width=72.667 height=17
Text("Hello world")
    .fixedSize()
    .id("text")
    .environment(\.sizeCategory, .extraSmall)
