import LayoutCore

/// One node of a layout as the frames table and "what changed" show it.
struct FrameRow: Sendable, Hashable {
    var id: Int
    var depth: Int
    var typeName: String
    var name: String?
    var frame: Rect
    /// `window 393×759` or `#1 NavigationStack 393×759`, on containerRelativeFrame rows.
    var container: String?

    init(_ node: LaidOutNode, format: NumberFormat) {
        id = node.id
        depth = node.depth
        typeName = node.typeName
        name = node.name
        frame = node.frame
        container = node.containerResolution.map { resolution in
            let reference = resolution.container
            let label = reference.nodeID.map { "#\($0) \(reference.displayName)" } ?? reference.displayName
            return "\(label) \(format.size(resolution.usableSize))"
        }
    }

    /// `#2 Rectangle "rect"`.
    var label: String {
        "#\(id) \(typeName)" + (name.map { " \"\($0)\"" } ?? "")
    }
}
