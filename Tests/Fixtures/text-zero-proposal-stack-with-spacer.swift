// fixture: an HStack of two Texts around a Spacer proposed 0×0 keeps only the spacer's minimum: 40×32 with .padding() under swift-snapshot-testing's .sizeThatFits (issue 25 item 3)
// class: stacks
// strategy: sizeThatFits
// os: ios26
// scale: 3
// source: pointfreeco/swift-snapshot-testing issue 1070 (2026-03-20): the viewWithSpacer test's image is 120×96 px = 40×32 pt at 3×; the root is proposed 0×0 (UIHostingController.sizeThatFits(in: .zero))
// expect root: width=40 height=32   (the texts collapse to 0×0; the HStack is the spacer's 8-pt minimum wide and 0 tall; + 16 padding on each side)
HStack {
    Text("Left")
    Spacer()
    Text("Right")
}
.padding()
.id("root")
