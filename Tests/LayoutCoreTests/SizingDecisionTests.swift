import LayoutCore
import Testing

/// `LayoutResult.decision(for:)` names the rule and fills in the numbers (issue 6's `:why` for
/// views that are not containerRelativeFrame).
@Suite struct SizingDecisionTests {
    @Test func flexibleFrameWithOnlyMaxWidthExplainsTheCap() {
        // APPLE-FLEX: proposal 300, maxWidth 50 → 50.
        let tree = Text("Hello").frame(maxWidth: 50).id("frame")
        let result = frames(tree, in: .window(width: 300, height: 300))
        let decision = result.decision(for: result.node(named: "frame")!.id)
        #expect(decision.rule == "flexible frame")
        #expect(decision.detail.contains("width: only maxWidth set; the proposal 300 capped at 50, or the child if wider: 50"))
    }

    @Test func fixedFrameSaysWhichAxesItSets() {
        let tree = Rectangle().frame(width: 80).id("frame")
        let result = frames(tree, in: .window(width: 300, height: 200))
        let decision = result.decision(for: result.node(named: "frame")!.id)
        #expect(decision.detail == "proposed 300×200; width 80 is set by the frame; height is not set, so the proposal 200 passes to the child, whose answer 200 is the frame's")
    }

    @Test func stackShowsItsSum() {
        // 100 + 142 + 142 + 2 × 8 = 400 (S-02).
        let tree = HStack {
            Rectangle().frame(width: 100)
            Color.red
            Color.blue
        }.id("stack")
        let result = frames(tree, in: .window(width: 400, height: 100))
        let decision = result.decision(for: result.node(named: "stack")!.id)
        #expect(decision.detail.contains("width = 100 + 142 + 142 + default spacing (the platform's spacing.AXIS.text-text/text-other/other-other metrics, 8 where it has none; 0 next to a Spacer) = 400"))
    }

    @Test func baselineAlignedStackExplainsItsSpanNotTheLargestChild() {
        // largeTitle 34 pt: ascent 34 × 1950/2048 = 32.373 above the baseline (SF Pro's ascender), the
        // rest of its 41-ish line below it; the 40-pt colour's baseline is its bottom. Height = max
        // above (40, the colour) + max below (the text's line minus its ascent), longer than either child.
        let tree = HStack(alignment: .firstTextBaseline) {
            Text("A").font(.largeTitle).id("title")
            Color.red.frame(width: 10, height: 40).id("box")
        }.id("stack")
        let result = frames(tree, in: .window(width: 400, height: 300))
        let stack = result.node(named: "stack")!
        let title = result.node(named: "title")!
        let box = result.node(named: "box")!
        let below = title.frame.height - 34 * 1950 / 2048
        #expect(abs(stack.frame.height - (40 + below)) < 0.001)
        let decision = result.decision(for: stack.id)
        #expect(!decision.detail.contains("the largest child's"))
        #expect(decision.detail.contains("height = the span of the children once their alignment guides are lined up"))
        #expect(decision.detail.contains("taller than its largest child, \(formatLength(title.frame.height))"))
        #expect(decision.detail.contains("from the top of #\(box.id) frame to the bottom of #\(title.id) font"))
    }
}

