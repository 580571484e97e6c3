// fixture: (iPhone landscape) an explicit .leading guide set inside a nested VStack lines up that stack's children but does not reach the outer VStack: a stack merges its children's built-in guides into no value, so the outer stack aligns the inner one by its default leading edge
// device: iphone-15 landscape
// source: OpenSwiftUI StackLayout.explicitAlignment (a stack's guide is key.id.combineExplicit of its children's explicit values) and AlignmentID.swift: the built-in guides leading/center/trailing/top/bottom are FrameAlignment, whose _combineExplicit is empty ("intentionally left blank" in the iOS 13 reconstruction), so combineExplicit returns nil; Apple's VerticalAlignment.combineExplicit documentation ("for most alignment types … the mean of all non-nil values") covers the custom ids that do pass up
// inner VStack(alignment: .leading): a's guide 30, b's 0 → the line at max gᵢ = 30; width = 30 + max(100 − 30, 60 − 0) = 100; a starts at 30 − 30 = 0, b at 30 − 0 = 30; height 20 + 20 = 40
// outer VStack(alignment: .leading): inner's .leading is its default 0 (not a's 30), c's 0 → width = max(100, 80) = 100, height 40 + 20 = 60
// placed: iOS 26 landscape, 852 × 393 with a safe area of leading 59, trailing 59, bottom 20 (Devices/iphone-15.yaml, FDP-291): x = 59 + (852 − 118 − 100) / 2 = 376, y = (393 − 20 − 60) / 2 = 156.5
// (were a's guide passed up, the inner stack's leading would be 0 + 30 = 30 and c would start at 376 + 30 = 406 with the outer stack 130 wide)
// expect outer: x=376 y=156.5 width=100 height=60
// expect inner: x=376 y=156.5 width=100 height=40
// expect a: x=376 y=156.5 width=100 height=20
// expect b: x=406 y=176.5 width=60 height=20   (376 + 30)
// expect c: x=376 y=196.5 width=80 height=20   (the inner stack's leading edge, not a's guide)
VStack(alignment: .leading, spacing: 0) {
    VStack(alignment: .leading, spacing: 0) {
        Color.red.frame(width: 100, height: 20)
            .alignmentGuide(.leading) { _ in 30 }
            .id("a")
        Color.blue.frame(width: 60, height: 20)
            .id("b")
    }
    .id("inner")
    Color.green.frame(width: 80, height: 20)
        .id("c")
}
.id("outer")
