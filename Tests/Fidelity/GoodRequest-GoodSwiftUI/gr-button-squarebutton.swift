// fixture: GRButtonStyle icon-only (SquareButton): empty label, a 24-pt arrow.right icon, no padding, frame(minWidth: 56, minHeight: 56) (these sizes set no maximum width), fixedSize
// class: stacks
// strategy: sizeThatFits
// device: iphone-16-pro
// os: ios18
// scale: 3
// source: GoodRequest/GoodSwiftUI@e4984899c26fbb76e6caefb3a166fe91e40489df GoodSwiftUI-Sample/GoodSwiftUI-SnapshotTests/GRButtonSnapshotTests.swift testSquareButton; image GoodSwiftUI-Sample/GoodSwiftUI-SnapshotTests/__Snapshots__/GRButtonSnapshotTests/testSquareButton.1.png 168×168 px ÷ 3 = 56×56 pt
// expect root: width=56 height=56
HStack(spacing: 0) {
    Image(systemName: "arrow.right").resizable().scaledToFit().frame(width: 24, height: 24)
}
.frame(minWidth: 56, minHeight: 56)
.background(RoundedRectangle(cornerRadius: 16).fill(Color.red))
.fixedSize()
.id("root")
