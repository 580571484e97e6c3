// fixture: GRButtonStyle size .large(): Text "Button" 17-pt medium, a 20-pt arrow.right icon after (spacing 8), padding 17/16, one frame(maxWidth: .infinity, minHeight: 56), the Button .fixedSize(); width = text + icons + padding
// class: text
// strategy: sizeThatFits
// device: iphone-16-pro
// os: ios18
// scale: 3
// source: GoodRequest/GoodSwiftUI@e4984899c26fbb76e6caefb3a166fe91e40489df GoodSwiftUI-Sample/GoodSwiftUI-SnapshotTests/GRButtonSnapshotTests.swift testRightIconButtonLarge; image GoodSwiftUI-Sample/GoodSwiftUI-SnapshotTests/__Snapshots__/GRButtonSnapshotTests/testRightIconButtonLarge.1.png 337×168 px ÷ 3 = 112.333×56 pt
// expect root: width=112.333 height=56
HStack(spacing: 8) {
    Text("Button").font(.system(size: 17, weight: .medium))
    Image(systemName: "arrow.right").resizable().scaledToFit().frame(width: 20, height: 20)
}
.padding(EdgeInsets(top: 17, leading: 16, bottom: 17, trailing: 16))
.frame(maxWidth: .infinity, minHeight: 56)
.background(RoundedRectangle(cornerRadius: 16).fill(Color.red))
.fixedSize()
.id("root")
