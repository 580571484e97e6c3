/// A layout axis.
public enum Axis: String, Sendable, Hashable, Codable, CaseIterable {
    case horizontal
    case vertical

    public var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// A set of axes, as in `Axis.Set`.
public struct AxisSet: OptionSet, Sendable, Hashable, Codable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let horizontal = AxisSet(rawValue: 1)
    public static let vertical = AxisSet(rawValue: 2)
    public static let both: AxisSet = [.horizontal, .vertical]

    public init(_ axis: Axis) { self = axis == .horizontal ? .horizontal : .vertical }

    public func contains(_ axis: Axis) -> Bool { contains(AxisSet(axis)) }

    /// Swift spelling: `.horizontal`, `.vertical` or `[.horizontal, .vertical]`.
    public var swiftSpelling: String {
        switch self {
        case .horizontal: ".horizontal"
        case .vertical: ".vertical"
        case .both: "[.horizontal, .vertical]"
        default: "[]"
        }
    }
}
