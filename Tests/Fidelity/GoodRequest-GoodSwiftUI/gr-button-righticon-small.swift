// fixture: GRButtonStyle size .small(): Text "Button" 17-pt medium, a 16-pt arrow.right icon after (spacing 4), padding 5/12, one frame(maxWidth: .infinity, minHeight: 32), the Button .fixedSize(); width = text + icons + padding
// class: text
// strategy: sizeThatFits
// device: iphone-16-pro
// os: ios18
// scale: 3
// source: GoodRequest/GoodSwiftUI@e4984899c26fbb76e6caefb3a166fe91e40489df GoodSwiftUI-Sample/GoodSwiftUI-SnapshotTests/GRButtonSnapshotTests.swift testRightIconButtonSmall; image GoodSwiftUI-Sample/GoodSwiftUI-SnapshotTests/__Snapshots__/GRButtonSnapshotTests/testRightIconButtonSmall.1.png 289×96 px ÷ 3 = 96.333×32 pt
// expect root: width=96.333 height=32
HStack(spacing: 4) {
    Text("Button").font(.system(size: 17, weight: .medium))
    Image(systemName: "arrow.right").resizable().scaledToFit().frame(width: 16, height: 16)
}
.padding(EdgeInsets(top: 5, leading: 12, bottom: 5, trailing: 12))
.frame(maxWidth: .infinity, minHeight: 32)
.background(RoundedRectangle(cornerRadius: 16).fill(Color.red))
.fixedSize()
.id("root")
