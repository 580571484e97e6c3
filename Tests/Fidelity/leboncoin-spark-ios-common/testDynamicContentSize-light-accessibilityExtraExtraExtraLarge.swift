// fixture: a body Text "Hello world" with .fixedSize() at Dynamic Type accessibilityExtraExtraExtraLarge, sizeThatFits
// class: text
// strategy: sizeThatFits
// device: iphone-17
// os: ios26
// scale: 3
// dynamic-type: AX5
// source: leboncoin/spark-ios-common@122467d1029ec5ce468406ab019b96ce1b98211d Tests/SnapshotTests/SparkCoreSnapshotTests.swift SparkCoreSnapshotTests.testDynamicContentSize (helper assertSnapshotInDarkAndLight, Sources/SnapshotTesting/TestCase/Deprecated/ComponentSnapshotTestCase.swift: .environment(\.sizeCategory, accessibilityExtraExtraExtraLarge), .image(precision: 0.98)); image Tests/SnapshotTests/.__snapshots__/SparkCoreSnapshotTests/testDynamicContentSize-light-accessibilityExtraExtraExtraLarge.1.png 753×190 px ÷ 3 = 251×63.333 pt
// expect text: width=251 height=63.333
Text("Hello world")
    .fixedSize()
    .id("text")
    .environment(\.sizeCategory, .accessibilityExtraExtraExtraLarge)
