/// One edge of a rectangle.
public enum Edge: String, Sendable, Hashable, Codable, CaseIterable {
    case top, leading, bottom, trailing

    public var axis: Axis { self == .top || self == .bottom ? .vertical : .horizontal }
}

/// A set of edges, as in `Edge.Set`.
public struct EdgeSet: OptionSet, Sendable, Hashable, Codable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let top = EdgeSet(rawValue: 1)
    public static let leading = EdgeSet(rawValue: 2)
    public static let bottom = EdgeSet(rawValue: 4)
    public static let trailing = EdgeSet(rawValue: 8)
    public static let horizontal: EdgeSet = [.leading, .trailing]
    public static let vertical: EdgeSet = [.top, .bottom]
    public static let all: EdgeSet = [.top, .leading, .bottom, .trailing]

    public init(_ edge: Edge) {
        switch edge {
        case .top: self = .top
        case .leading: self = .leading
        case .bottom: self = .bottom
        case .trailing: self = .trailing
        }
    }

    public func contains(_ edge: Edge) -> Bool { contains(EdgeSet(edge)) }

    public var edges: [Edge] { Edge.allCases.filter { contains($0) } }
}
