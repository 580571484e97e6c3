import Testing
@testable import LayoutCore

/// A stack or padding leaves its last child to `LayoutRun.place` (`PendingPlacement`) instead of
/// placing it in a nested call, so chains of single children are placed in a loop. The frames,
/// and what placement reads from the path above a node, must be what nested calls gave.
@Suite("Deferred placement")
struct DeferredPlacementTests {
    /// `depth` nested `VStack { … }.padding(1)` around a Rectangle, in a 5000×5000 window.
    private static func chain(_ depth: Int, around leaf: ViewNode) -> ViewNode {
        var node = leaf
        for _ in 0..<depth {
            node = ViewNode(.padding(edges: .all, length: 1), children: [ViewNode(.vStack(alignment: .center, spacing: nil), children: [node])])
        }
        return node
    }

    /// Level k's padding (id 2k) sits at (k, k), 5000 − 2k wide; its VStack (id 2k + 1) one point
    /// in on each side; the Rectangle at the bottom of 2,000 levels (id 4000) is 5000 − 4000 = 1000.
    @Test func everyLevelOfAChainIsPlacedInsideTheOneAbove() {
        let result = LayoutEngine.layout(Self.chain(2_000, around: ViewNode(.shape(.rectangle))), in: .window(width: 5000, height: 5000))
        #expect(result.nodes.count == 4_001)
        for k in 0..<2_000 {
            let padding = result.nodes[2 * k].frame, stack = result.nodes[2 * k + 1].frame
            #expect(padding == Rect(x: Double(k), y: Double(k), width: Double(5000 - 2 * k), height: Double(5000 - 2 * k)), "padding at level \(k)")
            #expect(stack == Rect(x: Double(k + 1), y: Double(k + 1), width: Double(4998 - 2 * k), height: Double(4998 - 2 * k)), "VStack at level \(k)")
        }
        #expect(result.nodes[4_000].frame == Rect(x: 2000, y: 2000, width: 1000, height: 1000))
    }

    /// A containerRelativeFrame at the bottom of a 30-level chain finds its container through the
    /// path of nodes being placed (`ancestorStack`): the 300-wide horizontal ScrollView, not the
    /// 393-wide window. Its Color is 300 wide, the chain around it 300 + 2 × 30 = 360, and the
    /// Rectangle after the chain in the HStack is placed after the chain, once the chain is done.
    @Test func aContainerRelativeFrameAtTheBottomOfAChainFindsItsScrollView() throws {
        let card = Color.red.containerRelativeFrame(.horizontal)
        let tree = ScrollView(.horizontal) {
            HStack {
                Self.chain(30, around: card)
                Rectangle().frame(width: 10, height: 10)
            }
        }.frame(width: 300, height: 200)
        let result = LayoutEngine.layout(tree, in: .window(width: 393, height: 852))
        let colour = try #require(result.nodes.first { $0.typeName == "Color" })
        #expect(colour.frame.width == 300)
        let outer = try #require(result.nodes.first { $0.typeName == "padding" || $0.kind == .padding(edges: .all, length: 1) })
        #expect(outer.frame.width == 360)
        let last = result.nodes[result.nodes.count - 1]
        #expect(last.typeName == "Rectangle")
        #expect(last.frame.minX > outer.frame.maxX, "the Rectangle after the chain: \(last.frame), the chain: \(outer.frame)")
    }
}
