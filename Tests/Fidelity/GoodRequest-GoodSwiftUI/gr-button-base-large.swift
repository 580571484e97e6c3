// fixture: GRButtonStyle size .large(): Text "Button" 17-pt medium (spacing 8), padding 17/16, one frame(maxWidth: .infinity, minHeight: 56), the Button .fixedSize(); width = text + icons + padding
// class: text
// strategy: sizeThatFits
// device: iphone-16-pro
// os: ios18
// scale: 3
// source: GoodRequest/GoodSwiftUI@e4984899c26fbb76e6caefb3a166fe91e40489df GoodSwiftUI-Sample/GoodSwiftUI-SnapshotTests/GRButtonSnapshotTests.swift testBaseButtonLarge; image GoodSwiftUI-Sample/GoodSwiftUI-SnapshotTests/__Snapshots__/GRButtonSnapshotTests/testBaseButtonLarge.1.png 253×168 px ÷ 3 = 84.333×56 pt
// expect root: width=84.333 height=56
HStack(spacing: 8) {
    Text("Button").font(.system(size: 17, weight: .medium))
}
.padding(EdgeInsets(top: 17, leading: 16, bottom: 17, trailing: 16))
.frame(maxWidth: .infinity, minHeight: 56)
.background(RoundedRectangle(cornerRadius: 16).fill(Color.red))
.fixedSize()
.id("root")
