/// Insets on the four edges, in points.
public struct EdgeInsets: EdgeValues, Sendable, Hashable, Codable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init(_ edges: EdgeSet, _ length: Double) {
        self.init(
            top: edges.contains(.top) ? length : 0,
            leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0,
            trailing: edges.contains(.trailing) ? length : 0)
    }

    public static let zero = EdgeInsets()

    /// Total inset along an axis (leading + trailing, or top + bottom).
    public func sum(along axis: Axis) -> Double {
        axis == .horizontal ? leading + trailing : top + bottom
    }

    public static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, leading: a.leading + b.leading, bottom: a.bottom + b.bottom, trailing: a.trailing + b.trailing)
    }

    public var isZero: Bool { top == 0 && leading == 0 && bottom == 0 && trailing == 0 }
}
