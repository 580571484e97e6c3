// fixture: a body Text "Hello world" with .fixedSize() at Dynamic Type medium, sizeThatFits
// class: text
// strategy: sizeThatFits
// device: iphone-17
// os: ios26
// scale: 3
// dynamic-type: medium
// source: leboncoin/spark-ios-common@122467d1029ec5ce468406ab019b96ce1b98211d Tests/SnapshotTests/SparkCoreSnapshotTests.swift SparkCoreSnapshotTests.testDynamicContentSize (helper assertSnapshotInDarkAndLight, Sources/SnapshotTesting/TestCase/Deprecated/ComponentSnapshotTestCase.swift: .environment(\.sizeCategory, medium), .image(precision: 0.98)); image Tests/SnapshotTests/.__snapshots__/SparkCoreSnapshotTests/testDynamicContentSize-light-medium.1.png 244×58 px ÷ 3 = 81.333×19.333 pt
// expect text: width=81.333 height=19.333
Text("Hello world")
    .fixedSize()
    .id("text")
    .environment(\.sizeCategory, .medium)
