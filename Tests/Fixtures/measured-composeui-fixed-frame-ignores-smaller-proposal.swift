// fixture: a fixed frame keeps its size when proposed less (sizeThatFits on real SwiftUI, macOS and iOS)
// class: stacks
// window: 50x40
// source: CUI = honghaoz/ComposeUI ComposeUI/Tests/ComposeUITests/SwiftUI/SwiftUI.View+SizeThatFitsTests.swift@b845155a9aaa3df011361bce9180f030351fadcb, test_sizeThatFits: Color.black.frame(width: 80, height: 50).sizeThatFits(50×40) == 80×50, and == 80×50 at 100×100 and at .zero (run on a Mac and on an iPhone simulator: "on Mac" / "on iPhone simulator" notes in the same file)
// source: frame(width:height:) answers its own size whatever it is proposed (layout-semantics.md §frame); the window proposes 50×40
// expect fixed: width=80 height=50
Color.black.frame(width: 80, height: 50).id("fixed")
