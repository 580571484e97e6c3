// fixture: a Text proposed 0×0 collapses to 0×0: Text("Hello, World!").padding() snapshotted with swift-snapshot-testing's .sizeThatFits is 32×32 (issue 25 item 3)
// class: text
// strategy: sizeThatFits
// os: ios26
// scale: 3
// source: pointfreeco/swift-snapshot-testing issue 1070 (2026-03-20, "sizeThatFits renders SwiftUI views at minimum compressed size"): the simpleText test's image is 96×96 px = 32×32 pt at 3×; the strategy proposes UIHostingController.sizeThatFits(in: CGSize(width: 0, height: 0)) (Sources/SnapshotTesting/Snapshotting/SwiftUIView.swift @006c91f85208bb8034578c2697c037fd8c3649f8)
// expect root: width=32 height=32   (text 0×0 + 16 padding on each side)
// expect text: width=0 height=0
Text("Hello, World!")
    .id("text")
    .padding()
    .id("root")
