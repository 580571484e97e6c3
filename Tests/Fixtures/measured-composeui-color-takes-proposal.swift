// fixture: a Color takes whatever it is proposed (sizeThatFits on real SwiftUI, macOS and iOS)
// class: stacks
// window: 70x90
// source: CUI = honghaoz/ComposeUI ComposeUI/Tests/ComposeUITests/SwiftUI/SwiftUI.View+SizeThatFitsTests.swift@b845155a9aaa3df011361bce9180f030351fadcb, test_sizeThatFits and test_sizeThatFits_multipleSequentialCalls: Color.black.sizeThatFits(100×100) == 100×100, (50×50) == 50×50, (70×90) == 70×90, (10000×10000) == 10000×10000
// source: a shape or colour fills the proposal (layout-semantics.md §2); the window proposes 70×90
// expect color: x=0 y=0 width=70 height=90
Color.black.id("color")
