/// Modifiers that change how the text below them is measured without changing the tree's layout.
public enum TextEnvironmentModifier: Sendable, Hashable {
    /// `.dynamicTypeSize(…)`: sets or clamps the content size category.
    case dynamicTypeSize(DynamicTypeSizeRange)
    /// `.lineSpacing(…)`: extra space between the lines of a Text.
    case lineSpacing(Double)
    /// `.textCase(.uppercase | .lowercase | nil)`: the case a Text is drawn (and measured) in.
    case textCase(TextCase?)
    /// `.font(.system(size:weight:))`: a fixed-size system font, in place of the text style.
    case systemFont(SystemFont)
    /// `.fontWeight(…)`, `.bold()`, or the weight of `.font(.title.weight(.semibold))`: the weight
    /// text below is set in, in place of its style's.
    case fontWeight(FontWeight)
    /// `.monospacedDigit()` (or `.font(.body.monospacedDigit())`): every digit one width, the font
    /// table's `monospacedDigits:`.
    case monospacedDigit
    /// `.fontDesign(…)` or the design of `.system(.body, design: .rounded)`.
    case fontDesign(FontDesign)
    /// `.tracking(…)` / `.kerning(…)`: points added after every character of the text below (on
    /// top of the font's own tracking); `isKerning` says which was written.
    case tracking(Double, isKerning: Bool)

    /// The SwiftUI modifier name.
    public var name: String {
        switch self {
        case .dynamicTypeSize: "dynamicTypeSize"
        case .lineSpacing: "lineSpacing"
        case .textCase: "textCase"
        case .systemFont: "font"
        case .fontWeight: "fontWeight"
        case .monospacedDigit: "monospacedDigit"
        case .fontDesign: "fontDesign"
        case .tracking(_, let isKerning): isKerning ? "kerning" : "tracking"
        }
    }

    /// The argument as it would be written.
    public var argumentText: String {
        switch self {
        case .dynamicTypeSize(let range): range.sourceText
        case .lineSpacing(let spacing): formatLength(spacing)
        case .textCase(let textCase): textCase.map { "." + $0.rawValue } ?? "nil"
        case .systemFont(let font): font.sourceText
        case .fontWeight(let weight): "." + weight.rawValue
        case .monospacedDigit: ""
        case .fontDesign(let design): "." + design.rawValue
        case .tracking(let points, _): formatLength(points)
        }
    }

    /// `context` with this modifier's setting; a system font is a `ContextSettings` the run keeps (`LayoutRun.textContext`).
    func applied(to context: LayoutContext) -> LayoutContext {
        var copy = context
        switch self {
        case .dynamicTypeSize(let range): copy.dynamicTypeSize = range.clamp(context.dynamicTypeSize)
        case .lineSpacing(let spacing): copy.lineSpacing = spacing.isFinite ? spacing : 0
        case .textCase(let textCase): copy.textCase = textCase
        case .fontWeight(let weight): copy.fontWeight = weight
        case .monospacedDigit: copy.monospacedDigits = true
        case .fontDesign(let design): copy.fontDesign = design
        case .tracking(let points, _): copy.extraTracking = points.isFinite ? points : 0
        case .systemFont: break
        }
        return copy
    }
}

/// `Text.Case`: the case a Text's string is shown in.
public enum TextCase: String, Sendable, Hashable, CaseIterable {
    case uppercase, lowercase

    /// `string` in this case.
    public func applied(to string: String) -> String {
        switch self {
        case .uppercase: string.uppercased()
        case .lowercase: string.lowercased()
        }
    }
}
