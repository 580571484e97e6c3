/// The output of a layout: every node's frame in window coordinates, in pre-order, with the
/// decisions that produced it.
public struct LayoutResult: Sendable {
    public var environment: LayoutEnvironment
    public var nodes: LaidOutNodes
    public var diagnostics: [LayoutDiagnostic]
    /// Why the layout came out as it did: each behaviour's typed record per node (`LayoutTrace`).
    public internal(set) var trace: LayoutTrace

    /// Views drawn beyond the slot their parent gave them because they ignore the safe area (and
    /// what is layered on them), by node id (the trace's).
    public var safeAreaExtensions: [Int: SafeAreaExtension] { trace.safeAreaExtensions }
    /// Scroll views with scroll modifiers (margins, paging, view alignment), by node id (the trace's).
    public var scrollPagings: [Int: ScrollPaging] { trace.scrollPagings }
    /// How each list row, header and footer was positioned, by node id (the trace's).
    public var listPlacements: [Int: ListPlacement] { trace.listPlacements }

    public init(environment: LayoutEnvironment, nodes: [LaidOutNode], diagnostics: [LayoutDiagnostic]) {
        self.environment = environment
        self.nodes = LaidOutNodes(nodes)
        self.diagnostics = diagnostics
        trace = LayoutTrace()
        for node in nodes {
            if let resolution = node.containerResolution { trace.containerResolutions[node.id] = resolution }
            if let geometry = node.containerGeometry { trace.containerGeometries[node.id] = geometry }
            if let choice = node.viewThatFitsChoice { trace.viewThatFitsChoices[node.id] = choice }
            if let record = node.customLayoutTrace { trace.customLayouts[node.id] = record }
        }
    }

    init(environment: LayoutEnvironment, columns: ResultColumns, diagnostics: [LayoutDiagnostic]) {
        self.environment = environment
        self.nodes = LaidOutNodes(columns)
        self.diagnostics = diagnostics
        trace = columns.trace
    }

    /// The node named `name` with `.id(…)` (the first, if several have it).
    public func node(named name: String) -> LaidOutNode? {
        nodes.first { $0.name == name }
    }

    /// Nodes named `name`.
    public func nodes(named name: String) -> [LaidOutNode] {
        nodes.filter { $0.name == name }
    }

    /// The chain of ancestors of `id`, nearest first.
    public func ancestors(of id: Int) -> [LaidOutNode] {
        var chain: [LaidOutNode] = []
        var current = nodes[id].parent
        while let parent = current {
            chain.append(nodes[parent])
            current = nodes[parent].parent
        }
        return chain
    }
}

/// The nodes of a result in pre-order. Layout stores them as columns (one array per field) and
/// builds a `LaidOutNode` only when one is read, so a layout of 100,000 nodes does not build
/// 100,000 structs nobody looks at.
public struct LaidOutNodes: RandomAccessCollection, Sendable {
    private enum Storage: Sendable {
        case array([LaidOutNode])
        case columns(ResultColumns)
    }

    private let storage: Storage

    init(_ nodes: [LaidOutNode]) { storage = .array(nodes) }
    init(_ columns: ResultColumns) { storage = .columns(columns) }

    public var startIndex: Int { 0 }
    public var endIndex: Int {
        switch storage {
        case .array(let nodes): nodes.count
        case .columns(let columns): columns.frames.count
        }
    }

    public subscript(position: Int) -> LaidOutNode {
        switch storage {
        case .array(let nodes): return nodes[position]
        case .columns(let columns): return columns.node(position)
        }
    }

    /// The parent of node `id`, without building the node.
    public func parent(_ id: Int) -> Int? {
        switch storage {
        case .array(let nodes): return nodes[id].parent
        case .columns(let columns):
            let parent = columns.parents[id]
            return parent >= 0 ? Int(parent) : nil
        }
    }

    /// The kind of node `id`, without building the node.
    public func kind(_ id: Int) -> ViewKind {
        switch storage {
        case .array(let nodes): nodes[id].kind
        case .columns(let columns): columns.kinds[id]
        }
    }

    /// The depth of node `id` (the root's is 0), without building the node.
    public func depth(_ id: Int) -> Int {
        switch storage {
        case .array(let nodes): nodes[id].depth
        case .columns(let columns): Int(columns.depths[id])
        }
    }

    /// The `.named` name of node `id`, without building the node.
    public func name(_ id: Int) -> String? {
        switch storage {
        case .array(let nodes): nodes[id].name
        case .columns(let columns): columns.names[id]
        }
    }

    /// Which container node `id`'s containerRelativeFrame measured, without building the node.
    public func containerResolution(_ id: Int) -> ContainerResolution? {
        switch storage {
        case .array(let nodes): nodes[id].containerResolution
        case .columns(let columns): columns.trace.containerResolutions.isEmpty ? nil : columns.trace.containerResolutions[id]
        }
    }

    /// The frame of node `id`, without building the node.
    public func frame(_ id: Int) -> Rect {
        switch storage {
        case .array(let nodes): nodes[id].frame
        case .columns(let columns): columns.frames[id]
        }
    }

    /// The children of node `id`, in order. A layout's columns hold the nodes in pre-order with
    /// their depths, so only `id`'s subtree is read (building a node only for each child), not
    /// every node of the result: `:why` for all 1,503 views of a grid was quadratic through this.
    public func children(of id: Int) -> [LaidOutNode] {
        switch storage {
        case .array(let nodes):
            return nodes.filter { $0.parent == id }
        case .columns(let columns):
            var found: [LaidOutNode] = []
            let depth = columns.depths[id]
            var k = id + 1
            while k < columns.depths.count, columns.depths[k] > depth {
                if columns.parents[k] == Int32(id) { found.append(columns.node(k)) }
                k += 1
            }
            return found
        }
    }
}

/// A result's fields, one array per field, indexed by pre-order id.
final class ResultColumns: Sendable {
    let kinds: [ViewKind]
    let names: [String?]
    let locations: SparseColumn<SourceLocation?>
    let parents: [Int32]
    let depths: [Int32]
    let frames: [Rect]
    let proposals: [CompactProposal]
    /// The records of the few nodes that have one (`LayoutTrace`), by node id.
    let trace: LayoutTrace

    init(kinds: [ViewKind], names: [String?], locations: SparseColumn<SourceLocation?>, parents: [Int32], depths: [Int32], frames: [Rect], proposals: [CompactProposal], trace: LayoutTrace) {
        self.trace = trace
        self.kinds = kinds
        self.names = names
        self.locations = locations
        self.parents = parents
        self.depths = depths
        self.frames = frames
        self.proposals = proposals
    }

    func node(_ i: Int) -> LaidOutNode {
        let parent = parents[i]
        return LaidOutNode(
            id: i, parent: parent >= 0 ? Int(parent) : nil, depth: Int(depths[i]),
            typeName: kinds[i].typeName, name: names[i], kind: kinds[i], frame: frames[i], proposal: proposals[i].proposal,
            containerResolution: trace.containerResolutions[i], containerGeometry: trace.containerGeometries[i], location: locations[i],
            viewThatFitsChoice: trace.viewThatFitsChoices[i], customLayoutTrace: trace.customLayouts[i])
    }
}

/// One node of the result.
public struct LaidOutNode: Sendable {
    /// Pre-order index in the tree (the root is 0).
    public var id: Int
    public var parent: Int?
    public var depth: Int
    public var typeName: String
    public var name: String?
    public var kind: ViewKind
    /// Frame in window points, origin top-left, unrounded.
    public var frame: Rect
    /// The proposal the node got from its parent at placement.
    public var proposal: ProposedSize
    /// For `containerRelativeFrame` nodes: how the container was found and measured.
    public var containerResolution: ContainerResolution?
    /// For container nodes: the geometry the container provides.
    public var containerGeometry: ContainerGeometry?
    public var location: SourceLocation?
    /// For `ViewThatFits` nodes: the candidates measured and the one chosen.
    public var viewThatFitsChoice: ViewThatFitsChoice?
    /// For custom `Layout` nodes: what sizeThatFits and placeSubviews did.
    public var customLayoutTrace: CustomLayoutTrace?
}

/// The rule that decided a node's size, with the numbers, for `:why`.
public struct SizingDecision: Sendable, Hashable {
    /// Short name of the rule (`fixed frame`, `flexible frame`, `stack`, `shape`, …).
    public var rule: String
    /// The reasoning with numbers filled in.
    public var detail: String
    /// The arithmetic line by line, as on a whiteboard (grids, ViewThatFits); may be empty.
    public var steps: [String] = []
}

/// A problem found during layout. Layout always completes; diagnostics say what was clamped.
/// `id` names the kind of problem (`LayoutMessages` explains each); the message says this one.
public typealias LayoutDiagnostic = Diagnostic
