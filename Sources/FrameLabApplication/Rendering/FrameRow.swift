import LayoutCore

/// One node of a layout as the frames table and "what changed" show it.
struct FrameRow: Sendable, Hashable {
    var id: Int
    var depth: Int
    var typeName: String
    var name: String?
    var frame: Rect
    /// `window` or `#1 NavigationStack`, on containerRelativeFrame rows.
    var containerLabel: String?
    /// The usable size the container provided, as printed.
    var containerSize: String?

    /// `window 393×759` or `#1 NavigationStack 393×759`.
    var container: String? {
        containerLabel.map { "\($0) \(containerSize ?? "")" }
    }

    init(_ node: LaidOutNode, format: NumberFormat) {
        self.init(id: node.id, depth: node.depth, typeName: node.typeName, name: node.name, frame: node.frame,
                  resolution: node.containerResolution, format: format)
    }

    /// Node `id` of a result, read from its columns without building the whole node.
    init(_ nodes: LaidOutNodes, _ id: Int, format: NumberFormat) {
        self.init(id: id, depth: nodes.depth(id), typeName: nodes.kind(id).typeName, name: nodes.name(id), frame: nodes.frame(id),
                  resolution: nodes.containerResolution(id), format: format)
    }

    private init(id: Int, depth: Int, typeName: String, name: String?, frame: Rect, resolution: ContainerResolution?, format: NumberFormat) {
        self.id = id
        self.depth = depth
        self.typeName = typeName
        self.name = name
        self.frame = frame
        containerLabel = resolution.map { resolution in
            let reference = resolution.container
            return reference.nodeID.map { "#\($0) \(reference.displayName)" } ?? reference.displayName
        }
        containerSize = resolution.map { format.size($0.usableSize) }
    }

    /// `#2 Rectangle "rect"`.
    var label: String {
        "#\(id) \(typeName)" + (name.map { " \"\($0)\"" } ?? "")
    }
}
