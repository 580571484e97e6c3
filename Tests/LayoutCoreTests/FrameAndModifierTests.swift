import LayoutCore
import Testing

/// Frames, padding, aspect ratio, fixedSize, overlay and offset (layout-cases.md §B, §C, §E, §F
/// and the rules of layout-semantics.md §3). Plain windows have no safe area: the root is
/// proposed the window and centred in it.
@Suite struct FrameAndModifierTests {
    @Test func f01SmallFrameAroundBiggerChild() {
        // MAJID: the outer 50×50 frame sits at ((300 − 50)/2, …) = (125, 125); the 100×100 child is
        // centred on it: 125 + (50 − 100)/2 = 100.
        let tree = Rectangle().frame(width: 100, height: 100).id("inner").frame(width: 50, height: 50).id("outer")
        let result = frames(tree, in: .window(width: 300, height: 300))
        expectFrame(result.frame("outer"), x: 125, y: 125, width: 50, height: 50)
        expectFrame(result.frame("inner"), x: 100, y: 100, width: 100, height: 100)
    }

    @Test func f02FixedFrameProposesItsSizeToText() {
        // MAJID: the frame is 50×50 whatever the text; the text is proposed 50 wide and wraps.
        let tree = Text("Happy WWDC 21!").id("text").frame(width: 50, height: 50).id("frame")
        let result = frames(tree, in: .window(width: 300, height: 300))
        expectFrame(result.frame("frame"), x: 125, y: 125, width: 50, height: 50)
        #expect(result.frame("text").width <= 50)
        #expect(result.node(named: "text")?.proposal == ProposedSize(width: 50, height: 50))
    }

    @Test func f03MinAndMaxIgnoreTheChild() {
        // APPLE-FLEX: clamp(300, 20, 50) = 50, centred at x 125.
        let tree = Text("Hello, World!").frame(minWidth: 20, maxWidth: 50).id("frame")
        expectFrame(frames(tree, in: .window(width: 300, height: 300)).frame("frame"), x: 125, width: 50)
    }

    @Test func onlyMinWidthHugsTheChildButNotBelowMin() {
        // APPLE-FLEX "only min": max(min(proposal, child), min) = max(min(300, 40), 100) = 100.
        let tree = Rectangle().frame(width: 40, height: 10).frame(minWidth: 100).id("frame")
        expectFrame(frames(tree, in: .window(width: 300, height: 300)).frame("frame"), width: 100, height: 10)
    }

    @Test func onlyMinWidthWithAWideChildIsCappedAtTheProposal() {
        // APPLE-FLEX "only min": the child (400) is wider than the proposal (300): max(min(300, 400), 100) = 300.
        let tree = Rectangle().frame(width: 400, height: 10).frame(minWidth: 100).id("frame")
        expectFrame(frames(tree, in: .window(width: 300, height: 300)).frame("frame"), width: 300)
    }

    @Test func onlyMaxWidthTakesTheCappedProposal() {
        // APPLE-FLEX/OSU (not MAJID's prose, digest §9.1): min(max(min(300, 50), 20), 50) = 50 even
        // though the child is 20 wide; with max 500 it is the proposal, 300.
        let small = Rectangle().frame(width: 20, height: 10).frame(maxWidth: 50).id("frame")
        expectFrame(frames(small, in: .window(width: 300, height: 300)).frame("frame"), width: 50)
        let wide = Rectangle().frame(width: 20, height: 10).frame(maxWidth: 500).id("frame")
        expectFrame(frames(wide, in: .window(width: 300, height: 300)).frame("frame"), width: 300)
    }

    @Test func f07MaxWidthInfinityFillsTheProposal() {
        let tree = Rectangle().frame(maxWidth: .infinity).id("frame")
        expectFrame(frames(tree, in: .window(width: 300, height: 300)).frame("frame"), x: 0, y: 0, width: 300, height: 300)
    }

    @Test func minZeroMaxInfinityNeverExceedsTheProposal() {
        // FG-FF: frame(minWidth: 0, maxWidth: .infinity) is clamp(300, 0, ∞) = 300 although the child is 400.
        let tree = Rectangle().frame(width: 400, height: 10).frame(minWidth: 0, maxWidth: .infinity).id("frame")
        expectFrame(frames(tree, in: .window(width: 300, height: 300)).frame("frame"), width: 300)
    }

    @Test func f10IdealSizesAnswerFixedSize() {
        // MAJID, OSU-Frame: fixedSize proposes nil; the ideal answers: 150×60 at (75, 120).
        let tree = Rectangle().frame(idealWidth: 150, idealHeight: 60).id("frame").fixedSize()
        expectFrame(frames(tree, in: .window(width: 300, height: 300)).frame("frame"), x: 75, y: 120, width: 150, height: 60)
    }

    @Test func fixedSizeOnOneAxisKeepsTheOtherProposal() {
        // fixedSize(horizontal: true, vertical: false): width nil → ideal 10, height 300.
        let tree = Rectangle().id("rect").fixedSize(horizontal: true, vertical: false)
        expectFrame(frames(tree, in: .window(width: 300, height: 300)).frame("rect"), width: 10, height: 300)
    }

    @Test func p01DefaultPaddingIs16() {
        // OSU-Pad: 50 + 2·16 = 82, 30 + 2·16 = 62; the rect sits at (16, 16).
        let tree = Rectangle().frame(width: 50, height: 30).id("rect").padding().id("padded")
        let result = frames(tree, in: .window(width: 82, height: 62))
        expectFrame(result.frame("padded"), x: 0, y: 0, width: 82, height: 62)
        expectFrame(result.frame("rect"), x: 16, y: 16, width: 50, height: 30)
    }

    @Test func p02PaddingShrinksTheProposal() {
        let tree = Rectangle().id("rect").padding(20).id("padded")
        let result = frames(tree, in: .window(width: 300, height: 300))
        expectFrame(result.frame("rect"), x: 20, y: 20, width: 260, height: 260)
        expectFrame(result.frame("padded"), x: 0, y: 0, width: 300, height: 300)
    }

    @Test func paddingOnSomeEdges() {
        // .padding(.horizontal, 10): 300 − 20 = 280 wide, full height.
        let tree = Rectangle().id("rect").padding(.horizontal, 10)
        expectFrame(frames(tree, in: .window(width: 300, height: 300)).frame("rect"), x: 10, y: 0, width: 280, height: 300)
    }

    @Test func a01AspectFit() {
        // OBJC-AR: 16:9 fit in 100×100 → 100×56.25, centred at y (100 − 56.25)/2 = 21.875.
        let tree = Color.pink.id("pink").aspectRatio(16.0 / 9.0, contentMode: .fit)
        expectFrame(frames(tree, in: .window(width: 100, height: 100)).frame("pink"), x: 0, y: 21.875, width: 100, height: 56.25)
    }

    @Test func a02AspectFill() {
        // OBJC-AR: fill → 177.78×100, centred at x (100 − 177.78)/2 = −38.89.
        let tree = Color.pink.id("pink").aspectRatio(16.0 / 9.0, contentMode: .fill)
        expectFrame(frames(tree, in: .window(width: 100, height: 100)).frame("pink"), x: -38.889, y: 0, width: 177.778, height: 100)
    }

    @Test func scaledToFitUsesTheChildsIdealRatio() {
        // OSU-Aspect: a 200×100 image proposes its own 2:1 ratio; fit in 100×100 → 100×50.
        let tree = Image(width: 200, height: 100).frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity).id("frame").aspectRatio(contentMode: .fit)
        // The flexible frame's ideal is its child's (200×100 under a nil proposal), so the ratio is 2.
        expectFrame(frames(tree, in: .window(width: 100, height: 100)).frame("frame"), width: 100, height: 50)
    }

    @Test func o01OverlayGetsThePrimarySize() {
        let tree = Rectangle().frame(width: 100, height: 50).overlay(Color.red.id("red")).id("total")
        let result = frames(tree, in: .window(width: 100, height: 50))
        expectFrame(result.frame("red"), x: 0, y: 0, width: 100, height: 50)
        expectFrame(result.frame("total"), x: 0, y: 0, width: 100, height: 50)
    }

    @Test func overlayAlignmentPlacesASmallerSecondary() {
        // OSU-Overlay: a 20×10 secondary aligned bottomTrailing on a 100×50 primary at (0,0):
        // (100 − 20, 50 − 10) = (80, 40).
        let tree = Rectangle().frame(width: 100, height: 50)
            .overlay(alignment: .bottomTrailing) { Rectangle().frame(width: 20, height: 10).id("badge") }
        expectFrame(frames(tree, in: .window(width: 100, height: 50)).frame("badge"), x: 80, y: 40, width: 20, height: 10)
    }

    @Test func backgroundDoesNotChangeTheSize() {
        // The background is proposed the primary's 100×50 and a bigger answer overflows it.
        let tree = Rectangle().frame(width: 100, height: 50).background { Rectangle().frame(width: 140, height: 50).id("bg") }.id("total")
        let result = frames(tree, in: .window(width: 200, height: 100))
        expectFrame(result.frame("total"), x: 50, y: 25, width: 100, height: 50)
        expectFrame(result.frame("bg"), x: 30, y: 25, width: 140, height: 50)
    }

    @Test func offsetMovesButDoesNotResize() {
        // The offset node keeps its layout frame (centred: 150 − 25 = 125); the child moves by (10, −5).
        let tree = Rectangle().frame(width: 50, height: 50).id("rect").offset(x: 10, y: -5).id("offset")
        let result = frames(tree, in: .window(width: 300, height: 300))
        expectFrame(result.frame("offset"), x: 125, y: 125, width: 50, height: 50)
        expectFrame(result.frame("rect"), x: 135, y: 120, width: 50, height: 50)
    }

    @Test func circleIsSquareInItsProposal() {
        // OSU-Shape: min(300, 100) = 100, centred: x = 100, y = 0.
        let tree = Circle().id("circle")
        expectFrame(frames(tree, in: .window(width: 300, height: 100)).frame("circle"), x: 100, y: 0, width: 100, height: 100)
    }

    @Test func shapesAnswer10UnderAnUnspecifiedProposal() {
        // replacingUnspecifiedDimensions: 10×10.
        let tree = Rectangle().id("rect").fixedSize()
        expectFrame(frames(tree, in: .window(width: 300, height: 300)).frame("rect"), x: 145, y: 145, width: 10, height: 10)
    }
}
