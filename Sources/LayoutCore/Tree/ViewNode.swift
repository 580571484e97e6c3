/// One node of the view tree: a view, a layout-affecting modifier (whose first child is the view it
/// modifies) or a container. The tree is what the user wrote; layout output lives in `LayoutResult`.
public struct ViewNode: Sendable, Hashable {
    public var kind: ViewKind
    /// The children, in order. Stored in a `ChildList` so that dropping a tree thousands of levels
    /// deep does not recurse.
    public var children: [ViewNode] {
        get { storage.nodes }
        set {
            if isKnownUniquelyReferenced(&storage) {
                storage.nodes = newValue
            } else {
                storage = ChildList(newValue)
            }
        }
        _modify {
            if !isKnownUniquelyReferenced(&storage) { storage = ChildList(storage.nodes) }
            yield &storage.nodes
        }
    }
    var storage: ChildList
    /// The name given by `.id("…")` applied to this node.
    public var name: String?
    /// Modifiers with no layout effect (`fill`, `border`, `navigationTitle`, …), kept for display.
    public var inertModifiers: [InertModifier]
    /// Where the node was written, when it came from source.
    public var location: SourceLocation?
    /// The source condition that chose this node (an `if` branch, a `switch` case), for `:why`.
    /// A reference so that nodes without one pay a single word; not part of equality.
    public var choice: BranchChoice?

    public init(
        _ kind: ViewKind, children: [ViewNode] = [], name: String? = nil,
        inertModifiers: [InertModifier] = [], location: SourceLocation? = nil
    ) {
        self.kind = kind
        self.storage = ChildList(children)
        self.name = name
        self.inertModifiers = inertModifiers
        self.location = location
    }

    public static func == (a: ViewNode, b: ViewNode) -> Bool {
        a.kind == b.kind && a.name == b.name && a.inertModifiers == b.inertModifiers
            && a.location == b.location && (a.storage === b.storage || a.storage.nodes == b.storage.nodes)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(name)
        hasher.combine(storage.nodes)
    }

    /// Number of nodes in this subtree, counted without recursion.
    public var nodeCount: Int {
        var count = 1
        var lists: [ChildList] = [storage]
        while let list = lists.popLast() {
            list.nodes.withUnsafeBufferPointer { buffer in
                count += buffer.count
                for node in buffer where !node.storage.nodes.isEmpty { lists.append(node.storage) }
            }
        }
        return count
    }
}

/// Why source chose a node among alternatives: the condition as written and the values that decided
/// it ("horizontalSizeClass == .regular: horizontalSizeClass regular from ipad-pro-13 portrait").
public final class BranchChoice: Sendable {
    public let text: String
    public init(_ text: String) { self.text = text }
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

/// A modifier that FrameLab keeps on the node it modifies rather than as a node of its own: most
/// change no layout (`foregroundStyle`, `onTapGesture`); a few are read by the layout of the node or
/// of an ancestor (`effect`).
public struct InertModifier: Sendable, Hashable {
    public var name: String
    /// The argument list as written, without the parentheses.
    public var arguments: String
    /// What layout reads from it, decided once when it is made, so that layout compares a byte
    /// rather than the name.
    public private(set) var effect: Effect

    public init(name: String, arguments: String = "") {
        self.name = name
        self.arguments = arguments
        effect = Effect(rawValue: name) ?? .none
    }

    /// The kept modifiers that layout reads, by their SwiftUI names.
    public enum Effect: String, Sendable, Hashable, CaseIterable {
        case none = ""
        /// `Image.resizable()`: the image takes the proposal, its intrinsic size as ideal (`LeafLayout`).
        case resizable
        /// A title shown in the navigation bar (`NavigationPreferences`).
        case navigationTitle
        /// `layoutValue(key:value:)`, read by a custom `Layout` (`CustomLayout`).
        case layoutValue
    }
}

/// Copy-on-write storage for a node's children whose deinit takes the subtree apart iteratively.
/// It is mutated only when uniquely referenced (see `ViewNode.children`), hence `@unchecked Sendable`.
final class ChildList: @unchecked Sendable {
    /// Not checked for exclusive access at run time (a check on every read while layout flattens
    /// the tree): it is written only through a uniquely referenced `ChildList`.
    @exclusivity(unchecked) var nodes: [ViewNode]

    init(_ nodes: [ViewNode]) { self.nodes = nodes }

    deinit {
        guard !nodes.isEmpty else { return }
        var work = nodes
        nodes = []
        while var node = work.popLast() {
            if isKnownUniquelyReferenced(&node.storage), !node.storage.nodes.isEmpty {
                work.append(contentsOf: node.storage.nodes)
                node.storage.nodes = []
            }
        }
    }
}
