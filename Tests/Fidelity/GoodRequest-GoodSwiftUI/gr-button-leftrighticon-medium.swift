// fixture: GRButtonStyle size .medium(): Text "Button" 17-pt medium, 20-pt icons both sides (spacing 4), padding 9/16, one frame(maxWidth: .infinity, minHeight: 40), the Button .fixedSize(); width = text + icons + padding
// class: text
// strategy: sizeThatFits
// device: iphone-16-pro
// os: ios18
// scale: 3
// source: GoodRequest/GoodSwiftUI@e4984899c26fbb76e6caefb3a166fe91e40489df GoodSwiftUI-Sample/GoodSwiftUI-SnapshotTests/GRButtonSnapshotTests.swift testLeftRightIconButtonMedium; image GoodSwiftUI-Sample/GoodSwiftUI-SnapshotTests/__Snapshots__/GRButtonSnapshotTests/testLeftRightIconButtonMedium.1.png 397×120 px ÷ 3 = 132.333×40 pt
// expect root: width=132.333 height=40
HStack(spacing: 4) {
    Image(systemName: "person").resizable().scaledToFit().frame(width: 20, height: 20)
    Text("Button").font(.system(size: 17, weight: .medium))
    Image(systemName: "arrow.right").resizable().scaledToFit().frame(width: 20, height: 20)
}
.padding(EdgeInsets(top: 9, leading: 16, bottom: 9, trailing: 16))
.frame(maxWidth: .infinity, minHeight: 40)
.background(RoundedRectangle(cornerRadius: 20).fill(Color.red))
.fixedSize()
.id("root")
