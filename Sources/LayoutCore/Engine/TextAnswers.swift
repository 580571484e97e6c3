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
/// Any other proposal is wrapped again from the text shaped once (`ShapedText`).
struct TextAnswers {
    struct Entry {
        var style: TextStyle
        var size: DynamicTypeSize
        var lineSpacing: Double
        var metrics: TextStyleMetrics
        var shaped: ShapedText
        var ideal: Size
        var lines: Int
        var zeroWidth: Size?
    }

    private var entries: [Int32: Entry] = [:]

    /// The answer of node `node` (`text` in the run's text style) for `p`: a memo when one
    /// applies, otherwise the text shaped once (`ShapedText`) wrapped again for `p`.
    mutating func answer(_ node: Int32, _ text: String, _ p: ProposedSize, _ ctx: LayoutContext, _ env: LayoutEnvironment) -> Size {
        var entry: Entry
        if let known = entries[node], known.style == ctx.textStyle, known.size == ctx.dynamicTypeSize, known.lineSpacing == ctx.lineSpacing {
            entry = known
        } else {
            let metrics = env.textMetrics(ctx.textStyle, ctx.dynamicTypeSize)
            let shaped = ShapedText(text, style: metrics)
            let ideal = shaped.size(for: .unspecified, style: metrics, lineLimit: nil, lineSpacing: ctx.lineSpacing)
            entry = Entry(
                style: ctx.textStyle, size: ctx.dynamicTypeSize, lineSpacing: ctx.lineSpacing, metrics: metrics, shaped: shaped,
                ideal: ideal, lines: shaped.idealLineCount)
            entries[node] = entry
        }
        let width = TextMeasurer.clamped(p.width)
        if width == 0 {
            if let zero = entry.zeroWidth { return zero }
            let zero = entry.shaped.size(for: ProposedSize(width: 0, height: nil), style: entry.metrics, lineLimit: nil, lineSpacing: ctx.lineSpacing)
            entry.zeroWidth = zero
            entries[node] = entry
            return zero
        }
        let fitsWidth = width.map { $0 >= entry.ideal.width } ?? true
        let height = TextMeasurer.clamped(p.height)
        let fitsHeight = height.map { !$0.isFinite || $0 >= entry.ideal.height } ?? true
        let fitsLimit = ctx.lineLimit.map { max(1, $0) >= entry.lines } ?? true
        if fitsWidth && fitsHeight && fitsLimit && !text.isEmpty { return entry.ideal }
        return entry.shaped.size(for: p, style: entry.metrics, lineLimit: ctx.lineLimit, lineSpacing: ctx.lineSpacing)
    }
}
