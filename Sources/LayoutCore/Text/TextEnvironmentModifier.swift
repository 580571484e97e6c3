/// Modifiers that change how the text below them is measured without changing the tree's layout.
public enum TextEnvironmentModifier: Sendable, Hashable {
    /// `.dynamicTypeSize(…)`: sets or clamps the content size category.
    case dynamicTypeSize(DynamicTypeSizeRange)
    /// `.lineSpacing(…)`: extra space between the lines of a Text.
    case lineSpacing(Double)

    /// The SwiftUI modifier name.
    public var name: String {
        switch self {
        case .dynamicTypeSize: "dynamicTypeSize"
        case .lineSpacing: "lineSpacing"
        }
    }

    /// The argument as it would be written.
    public var argumentText: String {
        switch self {
        case .dynamicTypeSize(let range): range.sourceText
        case .lineSpacing(let spacing): formatLength(spacing)
        }
    }

    func applied(to context: LayoutContext) -> LayoutContext {
        var copy = context
        switch self {
        case .dynamicTypeSize(let range): copy.dynamicTypeSize = range.clamp(context.dynamicTypeSize)
        case .lineSpacing(let spacing): copy.lineSpacing = spacing.isFinite ? spacing : 0
        }
        return copy
    }
}
