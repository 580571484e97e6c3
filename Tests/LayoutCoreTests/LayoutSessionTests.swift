import LayoutCore
import Testing

/// `LayoutSession.update` lays out only what an edit affects, and ends with exactly the frames a
/// full layout of the new tree gives.
@Suite struct LayoutSessionTests {
    let phone = Environments.iPhone15Pro

    func expectSameAsFullLayout(_ session: LayoutSession, _ tree: ViewNode, _ env: LayoutEnvironment, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let full = LayoutEngine.layout(tree, in: env)
        let incremental = session.result
        #expect(incremental.nodes.count == full.nodes.count, sourceLocation: sourceLocation)
        for (a, b) in zip(incremental.nodes, full.nodes) {
            #expect(a.frame == b.frame && a.typeName == b.typeName && a.parent == b.parent && a.name == b.name, "node #\(a.id): \(a.typeName) \(a.frame.description) vs \(b.typeName) \(b.frame.description)", sourceLocation: sourceLocation)
        }
        #expect(incremental.diagnostics.map(\.message) == full.diagnostics.map(\.message), sourceLocation: sourceLocation)
        #expect(incremental.nodes.map { $0.containerResolution?.container.nodeID } == full.nodes.map { $0.containerResolution?.container.nodeID }, sourceLocation: sourceLocation)
    }

    func grid() -> ViewNode {
        HStack {
            ForEach(0..<3) { column in
                VStack {
                    ForEach(0..<4) { row in Color.red.id("c\(column)r\(row)") }
                }
            }
            Rectangle().containerRelativeFrame(.horizontal, source: "{ l, _ in l / 4 }") { l, _ in l / 4 }.id("crf")
        }
    }

    @Test func wrappingALeafInAFrameRelaysOutOnlyItsStack() {
        var tree = grid()
        var session = LayoutSession(root: tree, environment: phone)
        // HStack > ForEach > VStack > ForEach > Color: wrap the first colour of the first column.
        tree.children[0].children[0].children[0].children[0] = tree.children[0].children[0].children[0].children[0].frame(height: 30)
        session.update(tree)
        guard case .incremental(let replaced, let relaidOut) = session.lastUpdate else {
            Issue.record("expected an incremental update, got \(session.lastUpdate)")
            return
        }
        #expect(replaced == 1)
        // The VStack keeps its size (its colours are flexible), so only its subtree is placed again:
        // VStack, ForEach, the new frame and its Color, and the other 3 colours = 7 nodes of 20.
        #expect(relaidOut == 7)
        expectSameAsFullLayout(session, tree, phone)
    }

    @Test func aChangeThatResizesClimbsToTheRoot() {
        var tree = VStack {
            Rectangle().frame(width: 50, height: 50).id("a")
            Rectangle().frame(width: 50, height: 50).id("b")
        }
        var session = LayoutSession(root: tree, environment: phone)
        tree.children[1] = Rectangle().frame(width: 80, height: 120).id("b")
        session.update(tree)
        expectSameAsFullLayout(session, tree, phone)
        // The VStack grows to 80 × (50 + 8 + 120) and is centred again: x = (393 − 80)/2.
        expectFrame(session.result.frame("b"), x: 156.5, width: 80, height: 120)
    }

    @Test func aChildThatBecomesFlexibleRedistributesItsStack() {
        // Rectangle().frame(width: 100) answers 100×100 when proposed 100×100, and so does a bare
        // Rectangle: the same answer, but the bare one is flexible, so the HStack must share again:
        // 400 / 3 = 133.333 each (S-01's rule).
        var tree = HStack(spacing: 0) {
            Rectangle().frame(width: 100).id("fixed")
            Circle().id("dot")
            Color.blue.id("blue")
        }
        let env = LayoutEnvironment.window(width: 400, height: 100)
        var session = LayoutSession(root: tree, environment: env)
        tree.children[0] = Rectangle().id("fixed")
        session.update(tree)
        expectSameAsFullLayout(session, tree, env)
        expectFrame(session.result.frame("blue"), x: 250, width: 150)
    }

    @Test func updatesCanBeUndone() {
        let original = grid()
        var edited = original
        // Closures compare by their source text, as ViewSyntax writes it.
        edited.children[1] = Rectangle().containerRelativeFrame(.horizontal, source: "{ l, _ in l / 2 }") { l, _ in l / 2 }.id("crf")
        var session = LayoutSession(root: original, environment: phone)
        session.update(edited)
        expectSameAsFullLayout(session, edited, phone)
        session.update(original)
        expectSameAsFullLayout(session, original, phone)
        session.update(original)
        #expect(session.lastUpdate == .unchanged)
    }

    @Test func containersFallBackToAFullLayout() {
        var tree = NavigationStack { VStack { Color.red; Color.blue.id("blue") } }
        var session = LayoutSession(root: tree, environment: phone)
        tree.children[0].children[1] = Color.blue.id("blue").navigationTitle("Title")
        session.update(tree)
        #expect(session.lastUpdate == .full)
        expectSameAsFullLayout(session, tree, phone)
    }

    @Test func manyEditsInARow() {
        var tree = grid()
        var session = LayoutSession(root: tree, environment: phone)
        for step in 0..<20 {
            let column = step % 3
            let row = (step / 3) % 4
            tree.children[0].children[column].children[0].children[row] = Color.red.frame(height: Double(10 + step)).id("c\(column)r\(row)")
            session.update(tree)
            expectSameAsFullLayout(session, tree, phone)
        }
    }

    @Test func anEditThatMovesNothingElsePlacesOnlyThePathToIt() {
        // Branching 4, alternating HStack/VStack, 5 levels in 10,000×10,000: leaves stay positive
        // (≥ 148 pt), so a 5-pt frame on one leaf changes only its own stack's children.
        func build(_ level: Int) -> ViewNode {
            if level == 5 { return Rectangle() }
            let children = (0..<4).map { _ in build(level + 1) }
            return level % 2 == 0 ? HStack { children } : VStack { children }
        }
        var tree = build(0)
        let env = LayoutEnvironment.window(width: 10_000, height: 10_000)
        var session = LayoutSession(root: tree, environment: env)
        tree.children[0].children[0].children[0].children[0].children[0] = Rectangle().frame(width: 5)
        session.update(tree)
        expectSameAsFullLayout(session, tree, env)
        // The 5 stacks above the leaf, the new frame and its Rectangle, and the leaf's 3 siblings,
        // which its HStack parent gives the width the frame no longer takes: 10 of 1,366 nodes.
        #expect(session.lastUpdate == .incremental(replaced: 1, relaidOut: 10))
    }

    @Test func deepTreesAreUpdatedOnALargeStack() {
        // 2,000 nested paddings: deeper than a test thread's stack holds in a debug build.
        func chain(_ leaf: ViewNode) -> ViewNode {
            var node = leaf
            for _ in 0..<2_000 { node = node.padding(1) }
            return node
        }
        let env = LayoutEnvironment.window(width: 5_000, height: 5_000)
        var session = LayoutSession(root: chain(Rectangle().id("leaf")), environment: env)
        let edited = chain(Rectangle().frame(width: 10, height: 10).id("leaf"))
        session.update(edited)
        // 2,000 levels of padding 1 around a 10×10 frame: 4,010 wide, centred: (5,000 − 4,010)/2 + 2,000.
        expectFrame(session.result.frame("leaf"), x: 2_495, y: 2_495, width: 10, height: 10)
        #expect(session.result.nodes.count == 2_002)
    }
}
