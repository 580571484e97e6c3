/// One node of the view tree: a view, a layout-affecting modifier (whose first child is the view it
/// modifies) or a container. The tree is what the user wrote; layout output lives in `LayoutResult`.
public struct ViewNode: Sendable, Hashable {
    public var kind: ViewKind
    public var children: [ViewNode]
    /// The name given by `.id("…")` applied to this node.
    public var name: String?
    /// Modifiers with no layout effect (`fill`, `border`, `navigationTitle`, …), kept for display.
    public var inertModifiers: [InertModifier]
    /// Where the node was written, when it came from source.
    public var location: SourceLocation?

    public init(
        _ kind: ViewKind, children: [ViewNode] = [], name: String? = nil,
        inertModifiers: [InertModifier] = [], location: SourceLocation? = nil
    ) {
        self.kind = kind
        self.children = children
        self.name = name
        self.inertModifiers = inertModifiers
        self.location = location
    }

    /// Number of nodes in this subtree, counted without recursion.
    public var nodeCount: Int {
        var count = 0
        var stack: [ViewNode] = [self]
        while let node = stack.popLast() {
            count += 1
            stack.append(contentsOf: node.children)
        }
        return count
    }
}

/// A line and column (1-based) in some source text.
public struct SourceLocation: Sendable, Hashable, Codable {
    public var file: String?
    public var line: Int
    public var column: Int

    public init(file: String? = nil, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }
}

/// A modifier that FrameLab keeps in the tree but that does not change layout.
public struct InertModifier: Sendable, Hashable {
    public var name: String
    /// The argument list as written, without the parentheses.
    public var arguments: String

    public init(name: String, arguments: String = "") {
        self.name = name
        self.arguments = arguments
    }
}
