import LayoutCore
import Testing

/// `:why` for the adaptive layouts lists the arithmetic step by step.
@Suite struct AdaptiveDecisionTests {
    @Test func viewThatFitsListsEachCandidateAgainstTheProposal() {
        // 200 + 8 + 200 = 408 > 300: the HStack does not fit; the VStack 200 × 88 does.
        let wide = HStack { Rectangle().frame(width: 200, height: 40); Rectangle().frame(width: 200, height: 40) }
        let tall = VStack { Rectangle().frame(width: 200, height: 40); Rectangle().frame(width: 200, height: 40) }
        let tree = ViewNode(.viewThatFits(axes: .horizontal), children: [wide, tall]).id("fits")
        let result = frames(tree, in: .window(width: 300, height: 300))
        let node = result.node(named: "fits")!
        #expect(node.frame.size == Size(width: 200, height: 88))
        let decision = result.decision(for: node.id)
        #expect(decision.rule == "view that fits")
        #expect(decision.steps == [
            "candidate 1 #1 HStack: ideal 408×40 against 300×300: does not fit: width 408 > 300",
            "candidate 2 #6 VStack: ideal 200×88 against 300×300: fits → shown",
        ])
    }

    @Test func lazyGridExplainsColumnsAndRows() {
        // (361 + 8) / (80 + 8) = 4.19 → 4 columns of 84.25; 5 cells → 2 rows: 80 + 8 + 80 = 168.
        let cells = (0..<5).map { _ in Rectangle().frame(height: 80) }
        let tree = ViewNode(.lazyGrid(LazyGridSpec(axis: .vertical, items: [GridItemSpec(.adaptive(minimum: 80, maximum: .infinity))])), children: cells)
            .frame(width: 361).id("grid")
        let result = frames(tree, in: .window(width: 393, height: 400))
        let grid = result.node(named: "grid")!.id + 1
        let decision = result.decision(for: grid)
        #expect(decision.steps.first == "item 1 GridItem(.adaptive(minimum: 80)): (361 + 8) / (80 + 8) = 4.19 → 4 columns of (361 − 3 × 8) / 4 = 84.25")
        #expect(decision.steps.contains("5 children in 2 rows of up to 4, each row as tall as its largest cell (cells are proposed their column's width and nil height): height 80 + 80 + 1 × 8 = 168"))
        #expect(result.gridSummary(for: grid) == "4 columns of 84.25")
    }
}
