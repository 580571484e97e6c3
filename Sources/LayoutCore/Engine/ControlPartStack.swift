/// A flexible view whose parts are stacked vertically (`layout: flexible`, `arrangement:
/// vertical`: a ContentUnavailableView's label, description and actions): the view takes the
/// proposal, and its parts, each proposed the view's width and no height, are stacked `spacing`
/// apart (`partSpacing` above a named part), centred horizontally, the block centred vertically. Each part is laid out with the
/// kind's `partFonts` and `partSelections` for it, as if `.font(…)` and `.controlSize(…)` were
/// written around it (a font written in the source still wins); `partSystemFonts` as if
/// `.font(.system(size:))` were. A hugging kind with `arrangement: vertical` and per-part settings
/// (a ContentUnavailableView's label: its icon in `partSystemFonts`) stacks its parts the same
/// way, around their own width.
extension LayoutRun {
    /// Whether a kind lays its parts out each in its own context (any `part…` setting).
    func hasPartContexts(_ plan: ControlPlan) -> Bool {
        plan.sizing.arrangement == .vertical
            && !((plan.sizing.partFonts ?? [:]).isEmpty && (plan.sizing.partSystemFonts ?? [:]).isEmpty
                && (plan.sizing.partSelections ?? [:]).isEmpty && (plan.sizing.partSpacing ?? [:]).isEmpty)
    }

    /// The size of a hugging kind's parts stacked vertically, each in its own context, in `p`.
    mutating func hugsPartStackSize(_ i: Int32, _ control: ControlNode, _ plan: inout ControlPlan, _ parts: ArraySlice<Int32>, _ p: ProposedSize, _ inner: LayoutContext) -> Size {
        let laidOut = partContexts(i, control, &plan, parts, inner)
        let proposal = ProposedSize(width: p.width, height: nil)
        var stacked = Size(width: 0, height: 0)
        for part in laidOut {
            let s = size(part.node, proposal, part.ctx)
            stacked.width = max(stacked.width, s.width)
            stacked.height += part.spacingAbove + s.height
        }
        return stacked
    }

    /// Each shown part's node and the context it is laid out in.
    mutating func partContexts(_ i: Int32, _ control: ControlNode, _ plan: inout ControlPlan, _ parts: ArraySlice<Int32>, _ inner: LayoutContext) -> [(node: Int32, ctx: LayoutContext, spacingAbove: Double)] {
        let shown = Set(parts)
        let spacing = plan.spacing()
        var result: [(node: Int32, ctx: LayoutContext, spacingAbove: Double)] = []
        for (offset, child) in arena.children(i).enumerated() where shown.contains(child) {
            let part = offset < control.parts.count ? control.parts[offset] : "label"
            var ctx = inner
            if let font = plan.sizing.partFonts?[part] { ctx.textStyle = font }
            if let font = plan.sizing.partSystemFonts?[part] {
                let resolved = font.resolved(env.textStyles, at: ctx.dynamicTypeSize)
                ctx = context(ctx) { $0.systemFont = resolved }
            }
            if let selections = plan.sizing.partSelections?[part], !selections.isEmpty {
                ctx = context(ctx) { settings in
                    for (name, value) in selections { settings.controlSelections[name] = value }
                }
            }
            let above = plan.sizing.partSpacing?[part].flatMap { plan.value($0) } ?? spacing
            result.append((child, ctx, result.isEmpty ? 0 : above))
        }
        return result
    }

    /// Places the parts of a vertically arranged view in `frame` (a flexible view's frame, a
    /// hugging one's frame inside its insets), each in its own context, stacked and centred.
    mutating func placeVerticalParts(_ i: Int32, _ control: ControlNode, _ plan: inout ControlPlan, _ parts: ArraySlice<Int32>, _ frame: Rect, _ inner: LayoutContext) {
        let laidOut = partContexts(i, control, &plan, parts, inner)
        let proposal = ProposedSize(width: frame.width, height: nil)
        let sizes = laidOut.map { size($0.node, proposal, $0.ctx) }
        let reserved = (plan.sizing.reservedSpacing ?? []).filter { !control.parts.contains($0) }
            .reduce(0) { $0 + (plan.sizing.partSpacing?[$1].flatMap { plan.value($0) } ?? 0) }
        let total = zip(laidOut, sizes).reduce(reserved) { $0 + $1.0.spacingAbove + $1.1.height }
        var y = frame.minY + (frame.height - total) / 2
        for (part, s) in zip(laidOut, sizes) {
            y += part.spacingAbove
            place(part.node, at: Point(x: frame.minX + (frame.width - s.width) / 2, y: y), proposal: proposal, part.ctx)
            y += s.height
        }
    }
}

/// The views a kind stacks, and a kind whose content scrolls (`scrolls:`): an undescribed view
/// FrameLab cannot see that takes content (`HorizontalScrollSection { ForEach(items) { … } }`,
/// a settings DSL's `SettingStack { SettingPage { … } }`, issue 26).
extension LayoutRun {
    /// `parts` as a stack lays them out: a `ForEach`, `Group` or section part (a content closure
    /// `{ ForEach(items) { … } }`) replaced by its views, an `EmptyView` dropped. Without this a
    /// ForEach part was one child, its views stacked vertically whatever the kind's arrangement.
    func stackedViews(_ parts: ArraySlice<Int32>) -> ArraySlice<Int32> {
        let ops = arena.ops
        guard parts.contains(where: { ops[Int($0)].isExpandedInStacks }) else { return parts }
        var views: [Int32] = []
        for part in parts {
            if ops[Int(part)].isExpandedInStacks { views += arena.layoutChildren(part) } else { views.append(part) }
        }
        return ArraySlice(views)
    }

    /// The selection a vertically scrolling kind marks its content's context with.
    static let insideScrollingStandIn = "insideScrollingStandIn"

    /// The context a kind that scrolls along `axis` lays its content out in, and whether it may
    /// scroll: only the outermost vertically scrolling stand-in does. The ones inside it hug their
    /// content (a settings DSL's pages and groups), so that, squeezed by the outer one, they do not
    /// each scroll a slice of the screen (their content overlapping their neighbours).
    mutating func scrollingContext(_ axis: Axis, _ inner: LayoutContext) -> (ctx: LayoutContext, mayScroll: Bool) {
        guard axis == .vertical else { return (inner, true) }
        if settings(inner).controlSelections[Self.insideScrollingStandIn] != nil { return (inner, false) }
        return (context(inner) { $0.controlSelections[Self.insideScrollingStandIn] = "true" }, true)
    }

    /// The content of a kind that scrolls along `axis` in proposal `p`: its proposal (nothing
    /// along the axis) and size, or nil when it does not scroll. Horizontal content always scrolls
    /// (a horizontal scroll view); vertical content only when it cannot fit a proposed height, even
    /// squeezed (iOS scrolls a screen taller than the window). Content that fits by shrinking, a
    /// ScrollView or a List inside, is stacked as before: it scrolls itself.
    mutating func scrolledContent(_ views: ArraySlice<Int32>, _ spec: StackSpec, _ axis: Axis, _ p: ProposedSize, _ inner: LayoutContext, always: Bool = false) -> (proposal: ProposedSize, size: Size)? {
        if axis == .vertical, !always {
            guard let height = p.height, stackSize(views, spec, p, inner).height > height + 0.5 else { return nil }
        }
        let proposal = axis == .horizontal ? ProposedSize(width: nil, height: p.height) : ProposedSize(width: p.width, height: nil)
        return (proposal, stackSize(views, spec, proposal, inner))
    }

    /// The label size of a hugging kind that scrolls: its content's, along the axis the proposed
    /// length when there is one (a scroll view takes it; the content beyond is clipped).
    func scrolledLabelSize(_ content: Size, _ axis: Axis, _ p: ProposedSize, always: Bool = false) -> Size {
        if always { return Size(width: p.width ?? content.width, height: p.height ?? content.height) }
        return axis == .horizontal
            ? Size(width: p.width ?? content.width, height: content.height)
            : Size(width: content.width, height: p.height ?? content.height)
    }

    /// Places a scrolled content in `box`: from the leading (top) edge along the axis, centred across.
    mutating func placeScrolledContent(_ views: ArraySlice<Int32>, _ spec: StackSpec, _ axis: Axis, _ scrolled: (proposal: ProposedSize, size: Size), _ box: Rect, _ inner: LayoutContext) {
        let c = scrolled.size
        let origin = axis == .horizontal
            ? Point(x: box.minX, y: box.minY + (box.height - c.height) / 2)
            : Point(x: box.minX + (box.width - c.width) / 2, y: box.minY)
        placeStack(views, spec, Rect(origin: origin, size: c), scrolled.proposal, inner)
    }
}
