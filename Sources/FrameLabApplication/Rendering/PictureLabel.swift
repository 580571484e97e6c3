import LayoutCore

/// What a picture writes on a view's box. Modifiers often share their view's frame, so nodes with
/// the same box are labelled once, by the innermost named node, or else the innermost node.
enum PictureLabel {
    /// `rect (#3)` for a named node, `#3 Rectangle` otherwise.
    static func label(_ node: LaidOutNode) -> String {
        node.name.map { "\($0) (#\(node.id))" } ?? "#\(node.id) \(node.typeName)"
    }

    /// `rect` or `#3`, when the label does not fit.
    static func shortLabel(_ node: LaidOutNode) -> String {
        node.name ?? "#\(node.id)"
    }

    /// The node that names a box shared by `nodes` (in pre-order).
    static func representative(_ nodes: [LaidOutNode]) -> LaidOutNode? {
        nodes.last { $0.name != nil } ?? nodes.last
    }

    /// Nodes worth drawing: everything but Group and ForEach (whose frame is their children's
    /// union) and nodes with no size at all.
    static func isDrawn(_ node: LaidOutNode) -> Bool {
        switch node.kind {
        case .group, .forEach, .listSection: return false
        default: return node.frame.width > 0 || node.frame.height > 0
        }
    }
}
