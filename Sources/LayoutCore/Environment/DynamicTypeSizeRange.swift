/// The content size categories `.dynamicTypeSize(…)` allows: one size (`.xLarge` sets it) or a
/// range (`...DynamicTypeSize.xxLarge`, `.small ... .large`) that clamps the surrounding one.
public struct DynamicTypeSizeRange: Sendable, Hashable {
    public var lowerBound: DynamicTypeSize
    public var upperBound: DynamicTypeSize

    public init(_ lowerBound: DynamicTypeSize = .xSmall, _ upperBound: DynamicTypeSize = .accessibility5) {
        self.lowerBound = min(lowerBound, upperBound)
        self.upperBound = max(lowerBound, upperBound)
    }

    /// A single size.
    public init(exactly size: DynamicTypeSize) { self.init(size, size) }

    /// `size` clamped into the range (SwiftUI's `dynamicTypeSize(_:)` with a range).
    public func clamp(_ size: DynamicTypeSize) -> DynamicTypeSize { min(max(size, lowerBound), upperBound) }

    /// `.xLarge`, `.small ... .large`, `...DynamicTypeSize.xxLarge` or `.large...`.
    public var sourceText: String {
        if lowerBound == upperBound { return ".\(lowerBound.rawValue)" }
        if lowerBound == .xSmall { return "...DynamicTypeSize.\(upperBound.rawValue)" }
        if upperBound == .accessibility5 { return "DynamicTypeSize.\(lowerBound.rawValue)..." }
        return ".\(lowerBound.rawValue) ... .\(upperBound.rawValue)"
    }
}
