// fixture: GRToggleStyle (SmallRadioEnabled): an HStack of the (empty) label and a Button whose shape label is framed 24×24, fixedSize
// class: stacks
// strategy: sizeThatFits
// device: iphone-16-pro
// os: ios18
// scale: 3
// source: GoodRequest/GoodSwiftUI@e4984899c26fbb76e6caefb3a166fe91e40489df GoodSwiftUI-Sample/GoodSwiftUI-SnapshotTests/GRToggleSnapshotTests.swift testSmallRadioEnabled; image GoodSwiftUI-Sample/GoodSwiftUI-SnapshotTests/__Snapshots__/GRToggleSnapshotTests/testSmallRadioEnabled.1.png 72×72 px ÷ 3 = 24×24 pt
// expect root: width=24 height=24
HStack {
    Circle()
        .fill(Color.red)
        .frame(width: 24, height: 24)
}
.fixedSize()
.id("root")
