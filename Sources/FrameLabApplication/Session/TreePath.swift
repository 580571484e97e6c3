import LayoutCore

/// A node's position in a `ViewNode` tree as child indices from the root. Pre-order numbering
/// matches `LayoutResult.nodes`, so `#ID` targets and result ids agree.
struct TreePath: Sendable, Hashable {
    var indices: [Int]

    static let root = TreePath(indices: [])

    var parent: TreePath? {
        indices.isEmpty ? nil : TreePath(indices: Array(indices.dropLast()))
    }

    /// Every node's path, in pre-order.
    static func preOrder(_ root: ViewNode) -> [TreePath] {
        var paths: [TreePath] = []
        var stack: [(ViewNode, TreePath)] = [(root, .root)]
        while let (node, path) = stack.popLast() {
            paths.append(path)
            for index in node.children.indices.reversed() {
                stack.append((node.children[index], TreePath(indices: path.indices + [index])))
            }
        }
        return paths
    }
}

extension ViewNode {
    subscript(path: TreePath) -> ViewNode {
        get { self[path.indices[...]] }
        set { self[path.indices[...]] = newValue }
    }

    private subscript(indices: ArraySlice<Int>) -> ViewNode {
        get {
            guard let first = indices.first else { return self }
            return children[first][indices.dropFirst()]
        }
        set {
            guard let first = indices.first else {
                self = newValue
                return
            }
            children[first][indices.dropFirst()] = newValue
        }
    }

    /// Whether `:add` and `:insert` can give this node another child.
    var acceptsChildren: Bool {
        switch kind {
        case .hStack, .vStack, .zStack, .lazyHStack, .lazyVStack, .lazyGrid, .grid, .gridRow, .viewThatFits, .group, .forEach, .listSection, .geometryReader, .container:
            true
        default:
            false
        }
    }
}
