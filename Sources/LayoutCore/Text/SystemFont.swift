/// `Font.system(size:weight:)`: the system font at a fixed point size. It does not follow Dynamic
/// Type; its line height is SF Pro's, `size × 2444/2048`, rounded up to the pixel grid like a text
/// style's (sentry-cocoa measured `.system(size: 20)` at 24 pt tall on a 3× iPhone:
/// ceil(20 × 2444/2048 × 3)/3 = 24).
public struct SystemFont: Sendable, Hashable {
    public var size: Double
    /// `regular`, `semibold`, `bold`, …; nil is regular.
    public var weight: String?

    public init(size: Double, weight: String? = nil) {
        self.size = size.isFinite ? max(0, size) : 0
        self.weight = weight
    }

    /// The font's metrics on a display of `displayScale` pixels per point.
    public func metrics(displayScale: Double) -> TextStyleMetrics {
        TextStyleMetrics(pointSize: size, lineHeight: size * TextStyleTable.fontLineHeightRatio, weight: weight ?? "regular", displayScale: displayScale)
    }

    /// `.system(size: 20, weight: .bold)`, as written.
    public var sourceText: String {
        ".system(size: \(formatLength(size))\(weight.map { ", weight: .\($0)" } ?? ""))"
    }
}
