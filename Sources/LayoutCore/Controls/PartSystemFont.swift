/// A label part's font given as a system point size that scales with Dynamic Type like a text
/// style (`partSystemFonts: {icon: {size: 48, relativeTo: title2}}`): the part's views are laid
/// out as if `.font(.system(size:))` were written around them, at `size` scaled by
/// `TextStyleTable.scaledMetric` (UIFontMetrics scales like the style's leading). A
/// ContentUnavailableView's icon is one: 48 at Large, title2's leading ratio at other sizes.
public struct PartSystemFont: Sendable, Hashable {
    /// The point size at Dynamic Type Large.
    public var size: Double
    /// The text style whose Dynamic Type scaling the size follows; nil: it does not scale.
    public var relativeTo: TextStyle?
    /// `regular`, `semibold`, …; nil is regular.
    public var weight: String?

    public init(size: Double, relativeTo: TextStyle? = nil, weight: String? = nil) {
        self.size = size.isFinite ? max(0, size) : 0
        self.relativeTo = relativeTo
        self.weight = weight
    }

    /// The system font in effect at `dynamicTypeSize` on a platform whose text styles are `table`.
    public func resolved(_ table: TextStyleTable, at dynamicTypeSize: DynamicTypeSize) -> SystemFont {
        guard let relativeTo else { return SystemFont(size: size, weight: weight) }
        return SystemFont(size: table.scaledMetric(size, relativeTo: relativeTo, at: dynamicTypeSize), weight: weight)
    }
}
