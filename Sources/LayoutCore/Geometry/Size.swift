/// A width and height in points.
public struct Size: Sendable, Hashable, Codable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    public init(_ axis: Axis, major: Double, minor: Double) {
        if axis == .horizontal { self.init(width: major, height: minor) } else { self.init(width: minor, height: major) }
    }
}
