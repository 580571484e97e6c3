/// One text style resolved for a content size category and a display: its point size, the font's
/// line height and the pixel grid text heights are rounded up to.
public struct TextStyleMetrics: Sendable, Hashable, Codable {
    public var pointSize: Double
    /// The font's line height (ascender + descender, no line gap), not rounded.
    public var lineHeight: Double
    public var weight: String
    /// Pixels per point; heights are rounded up to whole pixels (1: whole points).
    public var displayScale: Double

    public init(pointSize: Double, lineHeight: Double, weight: String = "regular", displayScale: Double = 1) {
        self.pointSize = pointSize
        self.lineHeight = lineHeight
        self.weight = weight
        self.displayScale = displayScale
    }

    /// The height of one line: the line height rounded up to the pixel grid (body 17 pt at 3×:
    /// ceil(20.287 × 3) / 3 = 20.333; control-metrics.md §1.2).
    public var singleLineHeight: Double { height(lines: 1) }

    /// The height of `lines` lines with `lineSpacing` between them: the unrounded total rounded up
    /// to the pixel grid once (UIKit rounds a label's box, not each line; control-metrics.md §1.2
    /// and §4 item 2 — the rounding of multi-line totals is not published, this is the estimate).
    public func height(lines: Int, lineSpacing: Double = 0) -> Double {
        guard lines > 0 else { return 0 }
        let spacing = lineSpacing.isFinite ? lineSpacing : 0
        let exact = max(0, Double(lines) * lineHeight + Double(lines - 1) * spacing)
        return Self.roundedUp(exact, displayScale: displayScale)
    }

    /// `length` rounded up to the pixel grid of `displayScale` (tolerating floating-point noise).
    public static func roundedUp(_ length: Double, displayScale: Double) -> Double {
        let scale = displayScale.isFinite && displayScale > 0 ? displayScale : 1
        return ((length * scale) - 1e-9).rounded(.up) / scale
    }

    /// iOS text styles at the default category (Large) on a 3× display (control-metrics.md §1.2).
    public static let iOSDefault: [TextStyle: TextStyleMetrics] = Dictionary(
        uniqueKeysWithValues: TextStyle.allCases.map { ($0, TextStyleTable.iOS.metrics($0, .large, displayScale: 3)) })
}
