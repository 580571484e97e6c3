import Testing
@testable import LayoutCore

// Trees that crashed or misbehaved under the property tests and fuzzers (Tests/PropertyTests,
// Tests/Fuzz). Each was added here, failing, before its fix.

/// Lays out `root` and checks that every frame is finite and not negative.
@discardableResult
private func layOut(_ root: ViewNode, in environment: LayoutEnvironment = .window(width: 393, height: 852), sourceLocation: Testing.SourceLocation = #_sourceLocation) -> LayoutResult {
    let result = LayoutEngine.layout(root, in: environment)
    for node in result.nodes {
        let f = node.frame
        #expect(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite && f.width >= 0 && f.height >= 0,
                "node #\(node.id) \(node.typeName): \(f)", sourceLocation: sourceLocation)
    }
    return result
}

@Suite("Hostile layout")
struct HostileLayoutTests {
    /// Found by the property tests: placing an empty HStack/VStack indexed the first child of none
    /// (`StackLayout.distribute`, "Index out of range").
    @Test(arguments: [
        ViewKind.hStack(alignment: .center, spacing: nil), .vStack(alignment: .center, spacing: nil),
        .hStack(alignment: .top, spacing: 8), .vStack(alignment: .leading, spacing: 0),
        .lazyHStack(alignment: .center, spacing: nil), .lazyVStack(alignment: .center, spacing: nil),
    ])
    func emptyStacks(kind: ViewKind) {
        let alone = layOut(ViewNode(kind))
        switch kind {
        case .lazyHStack: #expect(alone.nodes[0].frame.width == 0)  // lazy stacks fill the cross axis
        case .lazyVStack: #expect(alone.nodes[0].frame.height == 0)
        default: #expect(alone.nodes[0].frame.size == .zero)
        }
        let nested = layOut(ViewNode(.vStack(alignment: .center, spacing: nil), children: [
            ViewNode(kind), ViewNode(.shape(.rectangle)), ViewNode(kind, children: [ViewNode(.group), ViewNode(.emptyView)]),
        ]))
        #expect(nested.nodes.count == 6)
    }
}
