import LayoutCore
import PropertyBased
import Testing
import ViewSyntax

// Layout invariants over random trees (see TreeGenerator.swift). Each property runs a bounded
// number of cases; a failure prints the shrunk case as `--device …` plus SwiftUI source.

/// Cases per property: enough to meet every modifier and container, small enough for a debug build.
let casesPerProperty = 150

/// A layout with each node's children, for checks that walk the result.
struct LaidOut {
    var result: LayoutResult
    var children: [[Int]]

    init(_ c: LayoutCase) {
        result = LayoutEngine.layout(c.tree.node, in: c.place.environment)
        children = Array(repeating: [], count: result.nodes.count)
        for node in result.nodes {
            if let parent = node.parent { children[parent].append(node.id) }
        }
    }

    /// True when every frame is finite. An infinite proposal (`aspectRatio(.fill)` with an
    /// unspecified axis, semantics digest §3.5) can make frames infinite; the layout then says so
    /// in a warning (`LayoutRun.reportNonFiniteFrames`), and the other properties skip it.
    var allFinite: Bool {
        result.nodes.allSatisfy { isFinite($0.frame) }
    }

    /// Where the parent placed a node: a view that ignores the safe area is drawn beyond that slot,
    /// out to the screen edges it touches, without its parent growing (SafeAreaExtension).
    func slot(of id: Int) -> Rect {
        result.safeAreaExtensions[id]?.slot ?? result.nodes[id].frame
    }

    /// Children as a stack sees them: Group and ForEach are flattened into their children.
    func stackChildren(of id: Int) -> [Int] {
        children[id].flatMap { child -> [Int] in
            switch result.nodes[child].kind {
            case .group, .forEach: stackChildren(of: child)
            default: [child]
            }
        }
    }
}

func isFinite(_ f: Rect) -> Bool {
    f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite
}

/// Layout priority as stacks and ZStack read it (`LayoutArena.priority`).
func priority(_ kind: ViewKind, _ laid: LaidOut, _ id: Int) -> Double {
    switch kind {
    case .modifier(let modifier) where modifier.base is LayoutPriorityModifier: (modifier.base as? LayoutPriorityModifier)?.value ?? 0
    case .spacer: -.infinity
    case .modifier(let modifier) where modifier.base is FixedSizeModifier:
        laid.children[id].first.map { priority(laid.result.nodes[$0].kind, laid, $0) } ?? 0
    default: 0
    }
}

/// Bit patterns of a frame, so that results with NaN compare equal to themselves.
func bits(_ f: Rect) -> [UInt64] {
    [f.minX.bitPattern, f.minY.bitPattern, f.width.bitPattern, f.height.bitPattern]
}

func close(_ a: Double, _ b: Double) -> Bool {
    a == b || abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
}

func length(_ size: Size, _ axis: Axis) -> Double { axis == .horizontal ? size.width : size.height }
func minEdge(_ rect: Rect, _ axis: Axis) -> Double { axis == .horizontal ? rect.minX : rect.minY }
func maxEdge(_ rect: Rect, _ axis: Axis) -> Double { axis == .horizontal ? rect.maxX : rect.maxY }

@Suite("Layout invariants")
struct LayoutInvariantTests {
    @Test("every frame is finite")
    func framesAreFinite() async {
        await propertyCheck(count: casesPerProperty, input: layoutCases) { c in Self.framesAreFinite(c) }
    }

    @Test("a fixed frame answers exactly its size")
    func fixedFrameIsExact() async {
        await propertyCheck(count: casesPerProperty, input: layoutCases) { c in Self.fixedFrameIsExact(c) }
    }

    @Test("a containerRelativeFrame is the formula applied to its container's usable size")
    func containerRelativeFrameFollowsFormula() async {
        await propertyCheck(count: casesPerProperty, input: layoutCases) { c in Self.containerRelativeFrameFollowsFormula(c) }
    }

    @Test("stack children keep their order and do not overlap along the stack axis")
    func stackChildrenInOrder() async {
        await propertyCheck(count: casesPerProperty, input: layoutCases) { c in Self.stackChildrenInOrder(c) }
    }

    @Test("a ZStack is at least as large as each child it fits (its highest-priority children)")
    func zStackContainsChildren() async {
        await propertyCheck(count: casesPerProperty, input: layoutCases) { c in Self.zStackContainsChildren(c) }
    }

    @Test("laying out twice, or from a compiled program, gives identical results")
    func layoutIsDeterministic() async {
        await propertyCheck(count: casesPerProperty, input: layoutCases) { c in Self.layoutIsDeterministic(c) }
    }

    @Test("the printed source translates back to a tree with the same layout")
    func printedSourceRoundTrips() async {
        await propertyCheck(count: casesPerProperty, input: layoutCases) { c in Self.printedSourceRoundTrips(c) }
    }

    static func framesAreFinite(_ c: LayoutCase) {
        let laid = LaidOut(c)
        let explained = laid.result.diagnostics.contains { $0.severity != .note && $0.message.contains("is not finite") }
        for node in laid.result.nodes {
            let f = node.frame
            #expect(isFinite(f) || explained, "node #\(node.id) \(node.typeName) has frame \(f) and no diagnostic says why")
            #expect(!(f.width < 0) && !(f.height < 0), "node #\(node.id) \(node.typeName) has a negative size \(f.size)")
        }
    }

    static func fixedFrameIsExact(_ c: LayoutCase) {
        let laid = LaidOut(c)
        guard laid.allFinite else { return }
        for node in laid.result.nodes {
            guard case .frame(let spec) = node.kind else { continue }
            if let w = spec.width { #expect(node.frame.width == w, "frame #\(node.id) width \(node.frame.width), asked \(w)") }
            if let h = spec.height { #expect(node.frame.height == h, "frame #\(node.id) height \(node.frame.height), asked \(h)") }
        }
    }

    static func containerRelativeFrameFollowsFormula(_ c: LayoutCase) {
        let laid = LaidOut(c)
        guard laid.allFinite else { return }
        var modifiers: [Modifier] = []
        collectCRF(c.tree, into: &modifiers)
        var index = 0
        for node in laid.result.nodes {
            guard case .containerRelativeFrame(let crf) = node.kind else { continue }
            defer { index += 1 }
            guard case .containerRelativeFrame(_, let rule, _) = modifiers[index] else { continue }
            guard let resolution = node.containerResolution else {
                Issue.record("containerRelativeFrame #\(node.id) has no ContainerResolution")
                continue
            }
            for axis in Axis.allCases where crf.axes.contains(axis) {
                let expected = rule.expected(length(resolution.usableSize, axis))
                let actual = length(node.frame.size, axis)
                #expect(close(actual, expected),
                        "#\(node.id) \(axis.rawValue): frame \(actual), formula on usable \(length(resolution.usableSize, axis)) gives \(expected)")
            }
        }
    }

    static func stackChildrenInOrder(_ c: LayoutCase) {
        let laid = LaidOut(c)
        guard laid.allFinite else { return }
        for node in laid.result.nodes {
            let axis: Axis
            switch node.kind {
            case .hStack, .lazyHStack: axis = .horizontal
            case .vStack, .lazyVStack: axis = .vertical
            default: continue
            }
            let kids = laid.stackChildren(of: node.id).filter { child in
                if case .emptyView = laid.result.nodes[child].kind { return false }
                return true
            }
            for (a, b) in zip(kids, kids.dropFirst()) {
                let fa = laid.slot(of: a), fb = laid.slot(of: b)
                #expect(minEdge(fb, axis) >= maxEdge(fa, axis) - 1e-9,
                        "\(node.typeName) #\(node.id): child #\(b) starts at \(minEdge(fb, axis)) before child #\(a) ends at \(maxEdge(fa, axis))")
            }
        }
    }

    static func zStackContainsChildren(_ c: LayoutCase) {
        let laid = LaidOut(c)
        guard laid.allFinite else { return }
        for node in laid.result.nodes {
            // Placement proposes the ZStack's final size to every child (semantics digest
            // §4.4), while sizing proposed the ZStack's own proposal: a child whose answer
            // changes between the two may overflow. Where the two proposals are the same,
            // every highest-priority child must fit.
            guard case .zStack = node.kind, node.proposal == ProposedSize(node.frame.size) else { continue }
            let kids = laid.stackChildren(of: node.id)
            let top = kids.map { priority(laid.result.nodes[$0].kind, laid, $0) }.max() ?? 0
            for child in kids where priority(laid.result.nodes[child].kind, laid, child) == top {
                let cf = laid.slot(of: child)
                #expect(node.frame.width >= cf.width - 1e-9 && node.frame.height >= cf.height - 1e-9,
                        "ZStack #\(node.id) is \(node.frame.size), child #\(child) is \(cf.size)")
            }
        }
    }

    /// Twice from the tree, and twice from one compiled program (`LayoutProgram`) compiled for
    /// another default spacing and padding, so that its traits are worked out again and its
    /// shaped texts are reused: every layout is the first, bit for bit.
    static func layoutIsDeterministic(_ c: LayoutCase) {
        let environment = c.place.environment
        let tree = c.tree.node
        let first = LayoutEngine.layout(tree, in: environment)
        var elsewhere = environment
        elsewhere.defaultSpacing += 3
        elsewhere.defaultPadding += 5
        let program = LayoutProgram(tree, for: elsewhere)
        let others = [LayoutEngine.layout(tree, in: environment), LayoutEngine.layout(program, in: environment), LayoutEngine.layout(program, in: environment)]
        for second in others {
            #expect(first.nodes.map { bits($0.frame) } == second.nodes.map { bits($0.frame) })
            if first.nodes.allSatisfy({ isFinite($0.frame) }) {
                #expect(first.nodes.map(\.containerResolution) == second.nodes.map(\.containerResolution))
            }
            #expect(first.diagnostics == second.diagnostics)
        }
    }

    static func printedSourceRoundTrips(_ c: LayoutCase) {
        let translator = SourceTranslator(containerKinds: shippedKinds, viewKinds: shippedRegistry.viewKindList)
        // An Image's intrinsic size cannot be written in SwiftUI source, so it does not survive printing.
        guard !c.tree.containsImage else { return }
        // A modifier on a Group of views is applied to each member by the translator, as SwiftUI does.
        guard !c.tree.modifiesAViewList else { return }
        let source = SourcePrinter.print(c.tree.node)
        let translation = translator.translate(source)
        #expect(!translation.hasErrors, "\(translation.diagnostics.map(\.message))")
        guard let root = translation.root else { return }
        let environment = c.place.environment
        let direct = LayoutEngine.layout(c.tree.node, in: environment)
        let parsed = LayoutEngine.layout(root, in: environment)
        #expect(direct.nodes.map { bits($0.frame) } == parsed.nodes.map { bits($0.frame) })
    }

    /// Every property, by name, for the fixed-seed run.
    static let properties: [(name: String, check: @Sendable (LayoutCase) -> Void)] = [
        ("framesAreFinite", framesAreFinite),
        ("fixedFrameIsExact", fixedFrameIsExact),
        ("containerRelativeFrameFollowsFormula", containerRelativeFrameFollowsFormula),
        ("stackChildrenInOrder", stackChildrenInOrder),
        ("zStackContainsChildren", zStackContainsChildren),
        ("layoutIsDeterministic", layoutIsDeterministic),
        ("printedSourceRoundTrips", printedSourceRoundTrips),
    ]
}

/// The `containerRelativeFrame` modifiers of a tree, in pre-order (the order of result nodes).
func collectCRF(_ tree: Tree, into out: inout [Modifier]) {
    switch tree {
    case .leaf: break
    case .stack(_, _, _, let children), .container(_, _, let children):
        for child in children { collectCRF(child, into: &out) }
    case .modified(let modifier, let child):
        if case .containerRelativeFrame = modifier { out.append(modifier) }
        collectCRF(child, into: &out)
    case .layered(let a, let b, _, _):
        collectCRF(a, into: &out)
        collectCRF(b, into: &out)
    }
}

@Suite("Tree generator")
struct TreeGeneratorTests {
    /// The cases the properties see reach every container kind, the three containerRelativeFrame
    /// forms, devices and plain windows, and trees of some size.
    @Test func casesCoverWhatThePropertiesCheck() {
        var rng = Xoshiro(seed: (1, 2, 3, 4))
        var kinds: Set<String> = []
        var rules: Set<String> = []
        var windows = 0, devices = 0, nodes = 0, resolutions = 0
        for _ in 0..<casesPerProperty {
            let c = layoutCases.run(using: &rng)
            switch c.place {
            case .window: windows += 1
            case .device: devices += 1
            }
            let result = LayoutEngine.layout(c.tree.node, in: c.place.environment)
            nodes += result.nodes.count
            for node in result.nodes {
                if case .container(let container) = node.kind { kinds.insert(container.kind.id) }
                if case .containerRelativeFrame(let crf) = node.kind {
                    switch crf.rule {
                    case .fullLength: rules.insert("full")
                    case .grid: rules.insert("grid")
                    case .closure: rules.insert("closure")
                    }
                    if node.containerResolution != nil { resolutions += 1 }
                }
            }
        }
        #expect(kinds == Set(shippedKinds.map(\.id)))
        #expect(rules == ["full", "grid", "closure"])
        #expect(windows > 10 && devices > 50)
        #expect(resolutions > 30, "\(resolutions) containerRelativeFrames resolved")
        #expect(nodes > 8 * casesPerProperty, "\(nodes) nodes in \(casesPerProperty) cases")
    }

    /// Shrinking always makes progress: every candidate is smaller, so a failure shrinks in
    /// finitely many steps to a tree that prints as SwiftUI source.
    @Test func shrinkingEndsAtASmallTree() {
        var rng = Xoshiro(seed: (5, 6, 7, 8))
        for _ in 0..<20 {
            var c = layoutCases.run(using: &rng)
            var steps = 0
            // Always take the first candidate (the checker takes the first that still fails).
            while let next = Shrinker.shrink(c.tree).first {
                #expect(next.nodeCount <= c.tree.nodeCount)
                c.tree = next
                steps += 1
                if steps > 10_000 { Issue.record("shrinking did not end"); break }
            }
            #expect(c.tree.nodeCount == 1)
            #expect(SourcePrinter.print(c.tree.node) == "Rectangle()")
        }
    }
}
