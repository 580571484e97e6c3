// fixture: GRSwitchStyle (LargeToggleEnabled): an HStack of the (empty) label and a system switch Toggle .labelsHidden() drawn with scaleEffect(x: 51.0 / 49.0, y: 32.0 / 31.0) (layout unscaled); measured 49×31, where UISwitch is 51×31 (see SOURCE.md)
// class: controls
// strategy: sizeThatFits
// device: iphone-16-pro
// os: ios18
// scale: 3
// source: GoodRequest/GoodSwiftUI@e4984899c26fbb76e6caefb3a166fe91e40489df GoodSwiftUI-Sample/GoodSwiftUI-SnapshotTests/GRToggleSnapshotTests.swift testLargeToggleEnabled; image GoodSwiftUI-Sample/GoodSwiftUI-SnapshotTests/__Snapshots__/GRToggleSnapshotTests/testLargeToggleEnabled.1.png 147×93 px ÷ 3 = 49×31 pt
// expect root: width=49 height=31
HStack {
    Toggle("", isOn: .constant(true))
        .labelsHidden()
        .scaleEffect(x: 51.0 / 49.0, y: 32.0 / 31.0)
}
.fixedSize()
.id("root")
