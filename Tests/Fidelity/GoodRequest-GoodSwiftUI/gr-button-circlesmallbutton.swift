// fixture: GRButtonStyle icon-only (CircleSmallButton): empty label, a 16-pt arrow.right icon, no padding, frame(minWidth: 32, minHeight: 32) (these sizes set no maximum width), fixedSize
// class: stacks
// strategy: sizeThatFits
// device: iphone-16-pro
// os: ios18
// scale: 3
// source: GoodRequest/GoodSwiftUI@e4984899c26fbb76e6caefb3a166fe91e40489df GoodSwiftUI-Sample/GoodSwiftUI-SnapshotTests/GRButtonSnapshotTests.swift testCircleSmallButton; image GoodSwiftUI-Sample/GoodSwiftUI-SnapshotTests/__Snapshots__/GRButtonSnapshotTests/testCircleSmallButton.1.png 96×96 px ÷ 3 = 32×32 pt
// expect root: width=32 height=32
HStack(spacing: 0) {
    Image(systemName: "arrow.right").resizable().scaledToFit().frame(width: 16, height: 16)
}
.frame(minWidth: 32, minHeight: 32)
.background(RoundedRectangle(cornerRadius: 16).fill(Color.red))
.fixedSize()
.id("root")
