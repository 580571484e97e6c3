// fixture: a default-spacing VStack of 100 body Texts "Item 0"…"Item 99" in a 300×2000 frame (sizeThatFits, the frame fixes the image): the stack overflows and is centred; consecutive items are exactly 22.333 pt apart (one 20.333-pt body line + 2 pt of text-to-text spacing, not 8)
// class: stacks
// strategy: sizeThatFits
// device: iphone-17
// os: ios26
// scale: 3
// tolerance: 0.5
// source: gabriel/swiftui-snapshot-testing@b9786eec445e30d323147de221b80dcd734af954 Tests/SnapshotTests.swift testSomeLongView (assertSnapshot(view:device: .iOS(width: 300, height: 2000)) → view.frame(300, 2000), .image); image Tests/__Snapshots__/SnapshotTests/testSomeLongView-iOS-iPhone_17-26_1.1.png 900×6000 px; items 5…93 are visible: the top edge of each "I" (coverage-weighted) lies on 1.063 + 67 k px (k = item − 5, residual 0), so the pitch is 67 px = 22.333 pt; item 0's line top is then 1.063 / 3 − 4.209 (17-pt ascent 16.187 − cap height 11.978) − 5 × 22.333 = −115.52, against −115.667 for a centred 100 × 20.333 + 99 × 2 = 2231.333-pt stack (hence tolerance 0.5: the ink-to-line offset is a font-metric estimate)
// expect stack: y=-115.667 height=2231.333
VStack {
    ForEach(0 ..< 100) { index in
        Text("Item \(index)")
    }
}
.id("stack")
.frame(width: 300, height: 2000)
