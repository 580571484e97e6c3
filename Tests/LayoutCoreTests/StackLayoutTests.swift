import LayoutCore
import Testing

/// HStack/VStack distribution, spacing, Spacer, layoutPriority, ZStack and lazy stacks
/// (layout-cases.md §D, §E; layout-semantics.md §4).
@Suite struct StackLayoutTests {
    @Test func s01FixedAndFlexibleChildrenWithoutSpacing() {
        // OSU-Stack, FG-H: the frame (flexibility 0) goes first and takes 100 of 400/3;
        // red is offered 300/2 = 150, blue 150.
        let tree = HStack(spacing: 0) {
            Rectangle().frame(width: 100).id("fixed")
            Color.red.id("red")
            Color.blue.id("blue")
        }
        let result = frames(tree, in: .window(width: 400, height: 100))
        expectFrame(result.frame("fixed"), x: 0, width: 100, height: 100)
        expectFrame(result.frame("red"), x: 100, width: 150, height: 100)
        expectFrame(result.frame("blue"), x: 250, width: 150, height: 100)
    }

    @Test func s02DefaultSpacingIs8() {
        // OSU-Spacing: 2 gaps of 8 leave 384; 384 − 100 = 284 = 2·142; x = 0, 108, 258.
        let tree = HStack {
            Rectangle().frame(width: 100).id("fixed")
            Color.red.id("red")
            Color.blue.id("blue")
        }
        let result = frames(tree, in: .window(width: 400, height: 100))
        expectFrame(result.frame("fixed"), x: 0, width: 100)
        expectFrame(result.frame("red"), x: 108, width: 142)
        expectFrame(result.frame("blue"), x: 258, width: 142)
    }

    @Test func s06SpacerBetweenFixedViews() {
        // OSU-Spacer: no spacing next to a Spacer; the Spacer takes 300 − 100 = 200 and is 0 tall.
        let tree = HStack {
            Rectangle().frame(width: 50).id("left")
            Spacer().id("spacer")
            Rectangle().frame(width: 50).id("right")
        }.id("stack")
        let result = frames(tree, in: .window(width: 300, height: 100))
        expectFrame(result.frame("left"), x: 0, width: 50, height: 100)
        expectFrame(result.frame("spacer"), x: 50, width: 200, height: 0)
        expectFrame(result.frame("right"), x: 250, width: 50, height: 100)
        expectFrame(result.frame("stack"), width: 300, height: 100)
    }

    @Test func bareSpacerHasLowestPriority() {
        // Digest §2.3, §9.2 (−∞ model): HStack(spacing: 0) { Color; Spacer() } in 300 → the
        // Spacer is held to its minimum 8 while the colour takes 292.
        let tree = HStack(spacing: 0) {
            Color.red.id("red")
            Spacer().id("spacer")
        }
        let result = frames(tree, in: .window(width: 300, height: 100))
        expectFrame(result.frame("red"), width: 292)
        expectFrame(result.frame("spacer"), x: 292, width: 8)
    }

    @Test func spacerMinLength() {
        // Spacer(minLength: 30) between two 140-wide rects in 300: 300 − 280 = 20 < 30, so the
        // Spacer keeps 30 and the stack overflows to 310, centred: x = (300 − 310)/2 = −5.
        let tree = HStack {
            Rectangle().frame(width: 140)
            Spacer(minLength: 30).id("spacer")
            Rectangle().frame(width: 140)
        }.id("stack")
        let result = frames(tree, in: .window(width: 300, height: 100))
        expectFrame(result.frame("spacer"), width: 30)
        expectFrame(result.frame("stack"), x: -5, width: 310)
    }

    @Test func layoutPriorityIsOfferedEverythingFirst() {
        // FG-H: the priority child is offered 300 − 8 − min(blue)=0 → 292; blue gets 0.
        let tree = HStack {
            Color.red.layoutPriority(1).id("red")
            Color.blue.id("blue")
        }
        let result = frames(tree, in: .window(width: 300, height: 100))
        expectFrame(result.frame("red"), width: 292)
        expectFrame(result.frame("blue"), x: 300, width: 0)
    }

    @Test func leftoverOfALessFlexibleChildGrowsLaterShares() {
        // Three children in 300 (spacing 0): the 40-wide frame goes first (offer 100, takes 40);
        // the rest share 260: 130 each.
        let tree = HStack(spacing: 0) {
            Color.red.id("red")
            Rectangle().frame(width: 40).id("fixed")
            Color.blue.id("blue")
        }
        let result = frames(tree, in: .window(width: 300, height: 100))
        expectFrame(result.frame("red"), x: 0, width: 130)
        expectFrame(result.frame("fixed"), x: 130, width: 40)
        expectFrame(result.frame("blue"), x: 170, width: 130)
    }

    @Test func vStackAlignmentLeading() {
        // VStack(alignment: .leading, spacing: 10): widths 100 and 50; stack 100×70, centred in
        // 300×300 at (100, 115); the 50-wide rect stays at the leading edge x = 100.
        let tree = VStack(alignment: .leading, spacing: 10) {
            Rectangle().frame(width: 100, height: 30).id("wide")
            Rectangle().frame(width: 50, height: 30).id("narrow")
        }.id("stack")
        let result = frames(tree, in: .window(width: 300, height: 300))
        expectFrame(result.frame("stack"), x: 100, y: 115, width: 100, height: 70)
        expectFrame(result.frame("narrow"), x: 100, y: 155, width: 50)
    }

    @Test func groupAndForEachAreFlattenedIntoTheStack() {
        // ForEach(0..<3) inside a Group inside an HStack: 3 colours share 300 − 2·8 → 94.667 each.
        let tree = HStack {
            Group { ForEach(0..<3) { k in Color.red.id("c\(k)") } }.id("group")
        }
        let result = frames(tree, in: .window(width: 300, height: 100))
        expectFrame(result.frame("c0"), x: 0, width: 94.667)
        expectFrame(result.frame("c2"), x: 205.333, width: 94.667)
        expectFrame(result.frame("group"), x: 0, width: 300, height: 100)
    }

    @Test func emptyViewTakesNoSpacing() {
        // EmptyView is not a child: one gap of 8 between the two rects: 20 + 8 + 20 = 48.
        let tree = HStack {
            Rectangle().frame(width: 20, height: 20)
            EmptyView()
            Rectangle().frame(width: 20, height: 20)
        }.id("stack")
        expectFrame(frames(tree, in: .window(width: 300, height: 100)).frame("stack"), width: 48)
    }

    @Test func z01ZStackTakesTheUnion() {
        // OSU-Z: 100×100, children centred: (0, 25) and (25, 0).
        let tree = ZStack {
            Rectangle().frame(width: 100, height: 50).id("wide")
            Rectangle().frame(width: 50, height: 100).id("tall")
        }.id("zstack")
        let result = frames(tree, in: .window(width: 100, height: 100))
        expectFrame(result.frame("zstack"), x: 0, y: 0, width: 100, height: 100)
        expectFrame(result.frame("wide"), x: 0, y: 25)
        expectFrame(result.frame("tall"), x: 25, y: 0)
    }

    @Test func zStackTopLeading() {
        let tree = ZStack(alignment: .topLeading) {
            Rectangle().frame(width: 100, height: 50)
            Rectangle().frame(width: 50, height: 100).id("tall")
        }
        expectFrame(frames(tree, in: .window(width: 100, height: 100)).frame("tall"), x: 0, y: 0)
    }

    @Test func lazyVStackFillsTheCrossAxis() {
        // Digest §4.2 (SKIP): a LazyVStack is as wide as proposed (300) while a VStack hugs (50).
        let lazy = LazyVStack { Rectangle().frame(width: 50, height: 20) }.id("stack")
        expectFrame(frames(lazy, in: .window(width: 300, height: 300)).frame("stack"), width: 300, height: 20)
        let plain = VStack { Rectangle().frame(width: 50, height: 20) }.id("stack")
        expectFrame(frames(plain, in: .window(width: 300, height: 300)).frame("stack"), width: 50, height: 20)
    }

    @Test func textWrapsInAnEvenShare() {
        // FG-H: in HStack { Text; Color } of 150 the text is offered (150 − 8)/2 = 71 first and wraps.
        let tree = HStack {
            Text("Hello World").id("text")
            Color.red
        }
        let result = frames(tree, in: .window(width: 150, height: 100))
        #expect(result.frame("text").width <= 71)
        // Two lines of body text at 3×: the first line 17 × 2444/2048 = 20.287 plus the 22-pt HIG
        // leading (measured 42.333, docs/fidelity.md §3): ceil(42.287 × 3)/3 = ceil(126.86)/3 = 127/3.
        expectFrame(result.frame("text"), height: 127.0 / 3)
    }
}
