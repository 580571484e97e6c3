/// A size proposed by a parent: each axis may be unspecified (`nil`), zero, finite or infinite.
public struct ProposedSize: Sendable, Hashable, Codable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    public static let unspecified = ProposedSize(width: nil, height: nil)
    public static let zero = ProposedSize(width: 0, height: 0)
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)

    public subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    public init(_ axis: Axis, major: Double?, minor: Double?) {
        if axis == .horizontal { self.init(width: major, height: minor) } else { self.init(width: minor, height: major) }
    }

    /// Unspecified axes replaced by `fallback` (SwiftUI's `replacingUnspecifiedDimensions`).
    public func replacingUnspecified(by fallback: Size = Size(width: 10, height: 10)) -> Size {
        Size(width: width ?? fallback.width, height: height ?? fallback.height)
    }

    /// The proposal shrunk by insets; unspecified axes stay unspecified, lengths clamp at zero.
    public func inset(by insets: EdgeInsets) -> ProposedSize {
        ProposedSize(
            width: width.map { max(0, $0 - insets.leading - insets.trailing) },
            height: height.map { max(0, $0 - insets.top - insets.bottom) })
    }
}
