/// One text style resolved for a content size category and a display: its point size, the font's
/// line height and the pixel grid text heights are rounded up to.
public struct TextStyleMetrics: Sendable, Hashable, Codable {
    public var pointSize: Double
    /// The font's line height (ascender + descender, no line gap), not rounded.
    public var lineHeight: Double
    public var weight: String = "regular"
    /// Pixels per point; heights are rounded up to whole pixels (1: whole points).
    public var displayScale: Double = 1
    /// The distance from one line to the next after the first, when the style has one (iOS text
    /// styles: the HIG leading, body 22 at Large); nil: `lineHeight` (lines touch).
    public var leading: Double?
    /// How far this weight's advances lie from the Regular table towards the SemiBold one (0 is
    /// Regular, 1 SemiBold), when a platform profile overrides the font table's `weights:` with a
    /// `text.weight.<weight>` metric; nil: the table's.
    public var weightInterpolation: Double?
    /// The advances, tracking and optical sizes widths come from (`Views/Text/sf-pro.yaml`, loaded
    /// by the Profiles module); `.unmeasured` when the environment has none. Not encoded: output
    /// names the style by its figures, not its font table.
    public var font: TextFont = .unmeasured
    /// Every digit takes the table's monospaced digit width (`.monospacedDigit()`). Not encoded.
    public var monospacedDigits = false
    /// The font's design (`.rounded`, `.serif`); nil: the default. Not encoded.
    public var design: FontDesign?
    /// Points added after every character by `.tracking(…)` or `.kerning(…)`, on top of the font's
    /// tracking. Not encoded.
    public var extraTracking: Double = 0

    enum CodingKeys: String, CodingKey {
        case pointSize, lineHeight, weight, displayScale, leading, weightInterpolation
    }

    /// The distance from one line's top to the next one's, before `lineSpacing`.
    public var lineAdvance: Double { leading ?? lineHeight }

    /// The height of one line: the line height rounded up to the pixel grid (body 17 pt at 3×:
    /// ceil(20.287 × 3) / 3 = 20.333; control-metrics.md §1.2).
    public var singleLineHeight: Double { height(lines: 1) }

    /// The height of `lines` lines with `lineSpacing` between them: the first line's height, then
    /// `lineAdvance + lineSpacing` per further line, rounded up to the pixel grid once. Measured on
    /// iOS 18 and 26 at 3×: two body lines are 42.333 = 20.287 + 22 rounded up (DesignSystemKit's
    /// error banner), four title2 lines 110.333 = 26.25 + 3 × 28 rounded up (ferrostar's off-route
    /// card): after the first line each line takes the style's HIG leading (docs/fidelity.md).
    public func height(lines: Int, lineSpacing: Double = 0) -> Double {
        guard lines > 0 else { return 0 }
        let spacing = lineSpacing.isFinite ? lineSpacing : 0
        let exact = max(0, lineHeight + Double(lines - 1) * (lineAdvance + spacing))
        return Self.roundedUp(exact, displayScale: displayScale)
    }

    /// A line's width rounded up to the pixel grid, as iOS reports a text's width (measured widths
    /// are whole pixels: 187.667 and 129.667 at 3×; docs/fidelity.md).
    public func roundedWidth(_ width: Double) -> Double {
        Self.roundedUp(width, displayScale: displayScale)
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
