import LayoutCore
import Testing

/// Scroll modifiers in the engine: content margins are taken off what containerRelativeFrame
/// measures, `.paging` pages by the scroll view's length and `:why` puts it next to each child's,
/// warning of the drift; a `safeAreaPadding` still reaches the scroll view through the modifiers.
@Suite struct ScrollPagingTests {
    private let phone = Environments.iPhone15Pro

    private func carousel(spacing: Double, margins: Double) -> ViewNode {
        ScrollView(.horizontal) {
            LazyHStack(spacing: spacing) {
                ForEach(0..<4) { k in Rectangle().containerRelativeFrame(.horizontal).frame(height: 100).id("card\(k)") }
            }
        }
        .id("scroll")
        .contentMargins(.horizontal, margins)
        .scrollTargetBehavior(.paging)
    }

    @Test func marginsNarrowTheCardsAndPagingDrifts() throws {
        // Apple's contentMargins: "the safe area plus an additional 20 points": cards 393 − 40 = 353
        // at x 20, 373, …; the page is the scroll view's 393, so each page is 40 ahead of the cards.
        let result = frames(carousel(spacing: 0, margins: 20), in: phone)
        expectFrame(result.frame("card0"), x: 20, width: 353)
        expectFrame(result.frame("card1"), x: 373, width: 353)
        let scroll = try #require(result.node(named: "scroll"))
        let paging = try #require(result.scrollPagings[scroll.id])
        #expect(paging.pageLength == 393)
        let mismatch = try #require(paging.pageMismatch)
        #expect(mismatch.drift == 40 && mismatch.stride == 353 && mismatch.childrenPerPage == 1)
        let steps = result.decision(for: scroll.id).steps
        #expect(steps.contains("scrollTargetBehavior(.paging) (#0 scrollTargetBehavior): a swipe rests on multiples of the scroll view's width, so a page is 393 long"))
        #expect(steps.contains { $0.hasPrefix("#5 frame \"card0\" at 20: width 353 + spacing 0 = 353 to the next vs page 393") })
        #expect(steps.last?.contains("after one swipe child 2 rests at -20 instead of 20, after two child 3 at -60") == true)
        #expect(result.diagnostics.contains { $0.severity == .warning && $0.id == LayoutMessages.scrollTarget && $0.message.hasPrefix("page length 393 ") })
    }

    @Test func twoCardsAPageWithSpacingDriftBack() throws {
        // count 2, spacing 10, no margins: cards (393 − 10) / 2 = 191.5, stride 191.5 + 10 = 201.5;
        // 393 / 201.5 = 1.95 → 2 cards a page = 403, so each page is 10 short of two cards.
        let tree = ScrollView(.horizontal) {
            LazyHStack(spacing: 10) {
                ForEach(0..<4) { k in Rectangle().containerRelativeFrame(.horizontal, count: 2, span: 1, spacing: 10).frame(height: 50).id("c\(k)") }
            }
        }.id("scroll").scrollTargetBehavior(.paging)
        let result = frames(tree, in: phone)
        expectFrame(result.frame("c0"), x: 0, width: 191.5)
        let paging = try #require(result.scrollPagings[result.node(named: "scroll")!.id])
        let mismatch = try #require(paging.pageMismatch)
        #expect(mismatch.childrenPerPage == 2 && mismatch.drift == -10)
    }

    @Test func safeAreaPaddingStillReachesTheScrollViewThroughScrollModifiers() {
        // crf09 with a scroll modifier between: usable 393 − 40 = 353, item at the 20-pt inset.
        let tree = ScrollView(.horizontal) {
            Rectangle().containerRelativeFrame(.horizontal).frame(height: 50).id("item")
        }
        .scrollTargetBehavior(.paging)
        .safeAreaPadding(.horizontal, 20)
        let result = frames(tree, in: phone)
        expectFrame(result.frame("item"), x: 20, width: 353)
    }
}
