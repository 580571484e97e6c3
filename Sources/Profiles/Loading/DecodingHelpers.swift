import LayoutCore

/// Readers for values that the schema validator has already checked.
enum Decode {
    /// A `safeArea:` mapping, each edge's origin recorded as `.safeArea(edge)`.
    static func safeArea(_ node: YAMLNode?, origins: inout [FigureKey: ProfileOrigin]) -> EdgeInsets? {
        insets(node) { edge, origin in origins[.safeArea(edge)] = origin }
    }

    static func insets(_ node: YAMLNode?, origin record: (Edge, ProfileOrigin) -> Void = { _, _ in }) -> EdgeInsets? {
        guard let node, node.mapping != nil else { return nil }
        var insets = EdgeInsets()
        for edge in Edge.allCases {
            if let value = node[edge.rawValue], let number = value.number {
                insets[edge] = number
                record(edge, value.mark.origin)
            }
        }
        return insets
    }

    static func strings(_ node: YAMLNode?) -> [String]? {
        guard let node else { return nil }
        if let items = node.sequence { return items.compactMap(\.string) }
        return node.string.map { [$0] }
    }

    static func edgeSet(_ node: YAMLNode?) -> EdgeSet? {
        guard let node else { return nil }
        if let items = node.sequence {
            return EdgeSet(items.compactMap { $0.string.flatMap(Edge.init(rawValue:)) }.map(EdgeSet.init))
        }
        switch node.string {
        case "all": return .all
        case "none": return []
        case "horizontal": return .horizontal
        case "vertical": return .vertical
        case let name?: return Edge(rawValue: name).map(EdgeSet.init)
        case nil: return nil
        }
    }

    static func metrics(_ node: YAMLNode?, into metrics: inout [String: Double], origins: inout [FigureKey: ProfileOrigin]) {
        guard let pairs = node?.mapping else { return }
        metrics.reserveCapacity(metrics.count + pairs.count)
        origins.reserveCapacity(origins.count + pairs.count)
        for pair in pairs {
            if let value = pair.value.number {
                let name = pair.name
                metrics[name] = value
                origins[.metric(name)] = pair.value.mark.origin
            }
        }
    }
}
