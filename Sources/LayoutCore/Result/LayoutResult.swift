/// The output of a layout: every node's frame in window coordinates, in pre-order, with the
/// decisions that produced it.
public struct LayoutResult: Sendable {
    public var environment: LayoutEnvironment
    public var nodes: [LaidOutNode]
    public var diagnostics: [LayoutDiagnostic]

    public init(environment: LayoutEnvironment, nodes: [LaidOutNode], diagnostics: [LayoutDiagnostic]) {
        self.environment = environment
        self.nodes = nodes
        self.diagnostics = diagnostics
    }

    /// The node named `name` with `.id(…)`, if exactly one has it.
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

    public init(
        id: Int, parent: Int?, depth: Int, typeName: String, name: String?, kind: ViewKind, frame: Rect,
        proposal: ProposedSize, containerResolution: ContainerResolution? = nil,
        containerGeometry: ContainerGeometry? = nil, location: SourceLocation? = nil
    ) {
        self.id = id
        self.parent = parent
        self.depth = depth
        self.typeName = typeName
        self.name = name
        self.kind = kind
        self.frame = frame
        self.proposal = proposal
        self.containerResolution = containerResolution
        self.containerGeometry = containerGeometry
        self.location = location
    }
}

/// The rule that decided a node's size, with the numbers, for `:why`.
public struct SizingDecision: Sendable, Hashable {
    /// Short name of the rule (`fixed frame`, `flexible frame`, `stack`, `shape`, …).
    public var rule: String
    /// The reasoning with numbers filled in.
    public var detail: String

    public init(rule: String, detail: String) {
        self.rule = rule
        self.detail = detail
    }
}

/// A problem found during layout. Layout always completes; diagnostics say what was clamped.
public struct LayoutDiagnostic: Sendable, Hashable {
    public enum Severity: String, Sendable, Hashable, Codable { case error, warning, note }

    public var severity: Severity
    public var message: String
    public var nodeID: Int?
    public var location: SourceLocation?

    public init(severity: Severity, message: String, nodeID: Int? = nil, location: SourceLocation? = nil) {
        self.severity = severity
        self.message = message
        self.nodeID = nodeID
        self.location = location
    }
}
