// fixture: GRToggleStyle (LargeCheckBoxEnabled): an HStack of the (empty) label and a Button whose shape label is framed 32×32, fixedSize
// class: stacks
// strategy: sizeThatFits
// device: iphone-16-pro
// os: ios18
// scale: 3
// source: GoodRequest/GoodSwiftUI@e4984899c26fbb76e6caefb3a166fe91e40489df GoodSwiftUI-Sample/GoodSwiftUI-SnapshotTests/GRToggleSnapshotTests.swift testLargeCheckBoxEnabled; image GoodSwiftUI-Sample/GoodSwiftUI-SnapshotTests/__Snapshots__/GRToggleSnapshotTests/testLargeCheckBoxEnabled.1.png 96×96 px ÷ 3 = 32×32 pt
// expect root: width=32 height=32
HStack {
    RoundedRectangle(cornerRadius: 4)
        .fill(Color.red)
        .frame(width: 32, height: 32)
}
.fixedSize()
.id("root")
