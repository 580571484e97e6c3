/// What one Text answers without being wrapped again: stacks probe a Text with 0, ∞ and several
/// offers, and measuring splits, shapes and wraps the string every time (four fifths of laying
/// out a list of text rows). Two answers are measured once per node and text style and reused:
///
/// - **Ideal**: offered at least its unwrapped width (or no width), with room for every explicit
///   line and no `lineLimit` below their count, a Text answers its ideal size, exactly as
///   `TextMeasurer.measure` with no proposal works it out (greedy wrapping breaks only a line
///   wider than the offer, and widths are sums of whole font units, so the comparison is exact).
/// - **Zero width**: offered no width, a Text answers 0 wide and one line high, whatever the height
///   and line limit (measured: docs/controls.md; FrameLab used to answer the ellipsis, after the
///   semantics digest §2.2), except offered 0×0, when it collapses to 0×0 (`TextMeasurer`).
///
/// Any other proposal is wrapped again from the text shaped once (`ShapedText`).
struct TextAnswers {
    struct Entry {
        var style: TextStyle
        var size: DynamicTypeSize
        var lineSpacing: Double
        var textCase: TextCase?
        var fontWeight: FontWeight?
        var monospacedDigits: Bool
        var fontDesign: FontDesign?
        var extraTracking: Double
        var systemFont: SystemFont?
        var metrics: TextStyleMetrics
        var shaped: ShapedText
        var ideal: Size
        var lines: Int
        var zeroWidth: Size?
    }

    /// Per node id: its entry's index, or -1.
    private var slots: [Int32] = []
    private var entries: [Entry] = []

    /// The answer of node `node` (`text` in the run's text style) for `p`, its width rounded up to
    /// the pixel grid as iOS reports it (measured single-line widths are whole pixels: 187.667 and
    /// 129.667 pt at 3×; docs/fidelity.md §3). Lines are wrapped on the unrounded widths.
    mutating func answer(_ node: Int32, _ text: String, _ p: ProposedSize, _ ctx: LayoutContext, systemFont: SystemFont?, _ env: LayoutEnvironment, store: ShapedTextStore? = nil) -> Size {
        let size = typographicAnswer(node, text, p, ctx, systemFont: systemFont, env, store: store)
        let metrics = entries[Int(slots[Int(node)])].metrics
        return Size(width: metrics.roundedWidth(size.width), height: size.height)
    }

    /// The answer before rounding: a memo when one applies, otherwise the text shaped once
    /// (`ShapedText`) wrapped again for `p`.
    private mutating func typographicAnswer(_ node: Int32, _ text: String, _ p: ProposedSize, _ ctx: LayoutContext, systemFont: SystemFont?, _ env: LayoutEnvironment, store: ShapedTextStore? = nil) -> Size {
        let n = Int(node)
        if n >= slots.count { slots.append(contentsOf: repeatElement(-1, count: n + 1 - slots.count)) }
        var k = Int(slots[n])
        if k < 0 || entries[k].style != ctx.textStyle || entries[k].size != ctx.dynamicTypeSize || entries[k].lineSpacing != ctx.lineSpacing
            || entries[k].textCase != ctx.textCase || entries[k].fontWeight != ctx.fontWeight || entries[k].monospacedDigits != ctx.monospacedDigits || entries[k].fontDesign != ctx.fontDesign || entries[k].extraTracking != ctx.extraTracking || entries[k].systemFont != systemFont {
            let metrics = LayoutRun.textMetrics(ctx, systemFont: systemFont, env)
            let shaped = store?.shapedText(text, style: metrics) ?? ShapedText(text, style: metrics)
            let ideal = shaped.size(for: .unspecified, style: metrics, lineLimit: nil, lineSpacing: ctx.lineSpacing)
            let entry = Entry(
                style: ctx.textStyle, size: ctx.dynamicTypeSize, lineSpacing: ctx.lineSpacing, textCase: ctx.textCase,
                fontWeight: ctx.fontWeight, monospacedDigits: ctx.monospacedDigits, fontDesign: ctx.fontDesign, extraTracking: ctx.extraTracking, systemFont: systemFont, metrics: metrics, shaped: shaped,
                ideal: ideal, lines: shaped.idealLineCount)
            if k < 0 {
                k = entries.count
                slots[n] = Int32(k)
                entries.append(entry)
            } else {
                entries[k] = entry
            }
        }
        let width = TextMeasurer.clamped(p.width)
        if TextMeasurer.isZeroArea(p) { return .zero }
        if width == 0 {
            if let zero = entries[k].zeroWidth { return zero }
            // Offered no width (and some height), a Text is 0 wide and one line high: a status badge
            // (caption Text beside an 8-pt circle, padded) re-laid out in its 60×48 sizeThatFits
            // window draws a 28 × 22.333 background, 0 + 8 + 4 + 16 wide and a 14.333 caption line
            // + 8 tall (vjr2005/Challenge@27031e8d26f8d0de5e20c6267a7f01808b26f844
            // DSStatusBadgeSnapshotTests/aliveBadge.1.png, ink x 48…132, y 39…106 px at 3×;
            // docs/controls.md). It used to answer the ellipsis' width.
            let zero = entries[k].shaped.size(for: ProposedSize(width: 0, height: nil), style: entries[k].metrics, lineLimit: nil, lineSpacing: ctx.lineSpacing)
            entries[k].zeroWidth = zero
            return zero
        }
        let ideal = entries[k].ideal
        let fitsWidth = width.map { $0 >= ideal.width } ?? true
        let height = TextMeasurer.clamped(p.height)
        let fitsHeight = height.map { !$0.isFinite || $0 >= ideal.height } ?? true
        let fitsLimit = ctx.lineLimit.map { max(1, $0) >= entries[k].lines } ?? true
        if fitsWidth && fitsHeight && fitsLimit && !text.isEmpty { return ideal }
        return entries[k].shaped.size(for: p, style: entries[k].metrics, lineLimit: ctx.lineLimit, lineSpacing: ctx.lineSpacing)
    }
}
