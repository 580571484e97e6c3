/// What one Text answers without being wrapped again: stacks probe a Text with 0, ∞ and several
/// offers, and measuring splits, shapes and wraps the string every time (four fifths of laying
/// out a list of text rows). Two answers are measured once per node and text style and reused:
///
/// - **Ideal**: offered at least its unwrapped width (or no width), with room for every explicit
///   line and no `lineLimit` below their count, a Text answers its ideal size, exactly as
///   `TextMeasurer.measure` with no proposal works it out (greedy wrapping breaks only a line
///   wider than the offer, and widths are sums of whole font units, so the comparison is exact).
/// - **Zero width**: offered no width, a Text answers the ellipsis or its own narrower width one
///   line high, whatever the height and line limit (semantics digest §2.2).
///
/// Any other proposal is measured as before.
struct TextAnswers {
    struct Entry {
        var style: TextStyle
        var size: DynamicTypeSize
        var lineSpacing: Double
        var textCase: TextCase?
        var ideal: Size
        var lines: Int
        var zeroWidth: Size?
    }

    private var entries: [Int32: Entry] = [:]

    /// The answer of node `node` (`text` in `style`) for `p`, measuring only when neither memo applies.
    mutating func answer(_ node: Int32, _ text: String, _ style: TextStyleMetrics, _ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        var entry: Entry
        if let known = entries[node], known.style == ctx.textStyle, known.size == ctx.dynamicTypeSize, known.lineSpacing == ctx.lineSpacing, known.textCase == ctx.textCase {
            entry = known
        } else {
            let ideal = TextMeasurer.measure(text, style: style, proposal: .unspecified, lineLimit: nil, lineSpacing: ctx.lineSpacing)
            entry = Entry(style: ctx.textStyle, size: ctx.dynamicTypeSize, lineSpacing: ctx.lineSpacing, textCase: ctx.textCase, ideal: ideal.size, lines: ideal.lines.count)
            entries[node] = entry
        }
        let width = TextMeasurer.clamped(p.width)
        if width == 0 {
            if let zero = entry.zeroWidth { return zero }
            let zero = TextMeasurer.measure(text, style: style, proposal: ProposedSize(width: 0, height: nil), lineLimit: nil, lineSpacing: ctx.lineSpacing).size
            entry.zeroWidth = zero
            entries[node] = entry
            return zero
        }
        let fitsWidth = width.map { $0 >= entry.ideal.width } ?? true
        let height = TextMeasurer.clamped(p.height)
        let fitsHeight = height.map { !$0.isFinite || $0 >= entry.ideal.height } ?? true
        let fitsLimit = ctx.lineLimit.map { max(1, $0) >= entry.lines } ?? true
        if fitsWidth && fitsHeight && fitsLimit && !text.isEmpty { return entry.ideal }
        return TextMeasurer.measure(text, style: style, proposal: p, lineLimit: ctx.lineLimit, lineSpacing: ctx.lineSpacing).size
    }
}
