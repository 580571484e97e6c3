// fixture: GRButtonStyle icon-only (CircleMediumButton): empty label, a 24-pt arrow.right icon, no padding, frame(minWidth: 40, minHeight: 40) (these sizes set no maximum width), fixedSize
// class: stacks
// strategy: sizeThatFits
// device: iphone-16-pro
// os: ios18
// scale: 3
// source: GoodRequest/GoodSwiftUI@e4984899c26fbb76e6caefb3a166fe91e40489df GoodSwiftUI-Sample/GoodSwiftUI-SnapshotTests/GRButtonSnapshotTests.swift testCircleMediumButton; image GoodSwiftUI-Sample/GoodSwiftUI-SnapshotTests/__Snapshots__/GRButtonSnapshotTests/testCircleMediumButton.1.png 120×120 px ÷ 3 = 40×40 pt
// expect root: width=40 height=40
HStack(spacing: 0) {
    Image(systemName: "arrow.right").resizable().scaledToFit().frame(width: 24, height: 24)
}
.frame(minWidth: 40, minHeight: 40)
.background(RoundedRectangle(cornerRadius: 20).fill(Color.red))
.fixedSize()
.id("root")
