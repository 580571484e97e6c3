/// Controls and leaf views described by a `ControlKind` (Views/ profiles): the kind's rule
/// decides the size; the label's parts (children) are laid out in the kind's font. Each rule is
/// one function below, named after it; `ControlPlan` resolves the kind's variant and lengths.
extension LayoutRun {
    func controlPlan(_ control: ControlNode, _ ctx: LayoutContext, selections: [String: String]? = nil) -> ControlPlan {
        ControlPlan(control, selections: selections ?? settings(ctx).controlSelections(weight: ctx.fontWeight), textStyle: ctx.textStyle, systemFont: systemFont(ctx), dynamicTypeSize: ctx.dynamicTypeSize, environment: env)
    }

    /// The label's parts that the resolved sizing shows.
    func visibleParts(_ i: Int32, _ control: ControlNode, _ plan: ControlPlan) -> ArraySlice<Int32> {
        let hidden = Set(plan.sizing.hiddenParts ?? [])
        let children = arena.children(i)
        guard !hidden.isEmpty else { return children }
        var visible: [Int32] = []
        for (offset, child) in children.enumerated() {
            let part = offset < control.parts.count ? control.parts[offset] : "label"
            if !hidden.contains(part) { visible.append(child) }
        }
        return ArraySlice(visible)
    }

    /// The control at `node` (through its style modifiers) when its resolved sizing spreads
    /// parts over list rows (`listRows`): those parts' views, and its other shown parts.
    func listRowControl(_ node: Int32, _ ctx: LayoutContext) -> ListRowControl? {
        var selections = settings(ctx).controlSelections(weight: ctx.fontWeight)
        var current = node
        while case .controlSelection(let name, let value) = arena.kinds[Int(current)], let child = arena.firstChild(current) {
            selections[name] = value
            current = child
        }
        guard case .control(let control) = arena.kinds[Int(current)] else { return nil }
        let plan = controlPlan(control, ctx, selections: selections)
        guard let rowParts = plan.sizing.listRows, !rowParts.isEmpty else { return nil }
        let hidden = Set(plan.sizing.hiddenParts ?? [])
        var rows = ListRowControl(header: [], rows: [])
        for (offset, child) in arena.children(current).enumerated() {
            let part = offset < control.parts.count ? control.parts[offset] : "label"
            if hidden.contains(part) { continue }
            if rowParts.contains(part) { rows.rows.append(child) } else { rows.header.append(child) }
        }
        return rows.rows.isEmpty ? nil : rows
    }

    func labelContext(_ plan: ControlPlan, _ ctx: LayoutContext) -> LayoutContext {
        var inner = ctx.descending()
        inner.textStyle = plan.fontStyle
        inner.formColumns = nil
        return inner
    }

    func labelSpec(_ plan: inout ControlPlan) -> StackSpec {
        StackSpec(axis: plan.sizing.arrangement == .vertical ? .vertical : .horizontal, alignment: 0.5, spacing: plan.value(plan.sizing.spacing), lazy: false)
    }

    @inline(never)
    mutating func controlSize(_ i: Int32, _ control: ControlNode, _ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        if let fixed = controlPlans.fixedAnswer(i, control, ctx, selections: settingsTable, env) {
            reportMissingMetrics(fixed.missingMetrics, i, control)
            return arena.isResizable(i) ? p.replacingUnspecified(by: fixed.size) : fixed.size
        }
        var plan = controlPlans.plan(i, control, ctx, selections: settingsTable, env)
        let parts = visibleParts(i, control, plan)
        let inner = labelContext(plan, ctx)
        let s: Size
        switch plan.rule {
        case .fixed:
            let fixed = plan.controlSize()
            s = arena.isResizable(i) ? p.replacingUnspecified(by: fixed) : fixed
        case .flexible:
            s = flexibleControlSize(&plan, p)
        case .hugs:
            let insets = plan.insets()
            let box = p.inset(by: insets)
            let label: Size
            if hasPartContexts(plan) {
                label = hugsPartStackSize(i, control, &plan, parts, box, inner)
            } else if let axis = plan.sizing.scrolls {
                let (content, mayScroll) = scrollingContext(axis, inner)
                let views = stackedViews(parts), spec = labelSpec(&plan)
                let always = plan.sizing.alwaysScrolls == true
                if mayScroll, let scrolled = scrolledContent(views, spec, axis, box, content, always: always) {
                    label = scrolledLabelSize(scrolled.size, axis, box, always: always)
                } else {
                    label = stackSize(views, spec, box, content)
                }
            } else {
                label = stackSize(stackedViews(parts), labelSpec(&plan), box, inner)
            }
            s = boundedControlSize(&plan, Size(width: label.width + insets.leading + insets.trailing, height: label.height + insets.top + insets.bottom))
        case .labelled:
            let (leading, trailing) = labelledParts(i, parts, control, plan)
            let controlPart = labelledControlSize(trailing, p.width, &plan, inner)
            if let columns = ctx.formColumns, !leading.isEmpty {
                // A column-style Form row: label column, gap, then the control at its own width.
                let label = stackSize(leading, labelSpec(&plan), ProposedSize(width: columns.labelWidth, height: p.height), inner)
                s = boundedControlSize(&plan, Size(width: columns.labelWidth + columns.spacing + controlPart.width, height: max(label.height, controlPart.height)))
                break
            }
            let spacing = leading.isEmpty ? 0 : plan.spacing()
            let labelWidth = p.width.map { max(0, $0 - spacing - controlPart.width) }
            let label = stackSize(leading, labelSpec(&plan), ProposedSize(width: labelWidth, height: p.height), inner)
            let width = max(p.width ?? (label.width + spacing + controlPart.width), controlPart.width)
            s = boundedControlSize(&plan, Size(width: width, height: max(label.height, controlPart.height)))
        case .stacked:
            let control = plan.controlSize()
            let label = stackSize(stackedViews(parts), labelSpec(&plan), ProposedSize(width: p.width, height: nil), inner)
            let spacing = parts.isEmpty ? 0 : plan.spacing()
            let width = p.width ?? max(label.width, control.width)
            s = boundedControlSize(&plan, Size(width: width, height: label.height + spacing + control.height))
        case .text:
            let insets = plan.insets()
            let line = plan.value(plan.sizing.height) ?? plan.fieldLineHeight
            let idealWidth = plan.value(plan.sizing.idealWidth) ?? stackSize(stackedViews(parts), labelSpec(&plan), ProposedSize(width: nil, height: nil), inner).width
            let width = p.width ?? (idealWidth + insets.leading + insets.trailing)
            s = boundedControlSize(&plan, Size(width: width, height: line + insets.top + insets.bottom))
        case .aspect:
            s = aspectControlSize(&plan, p)
        case .content:
            s = zStackSize(stackedViews(parts), .center, p, inner)
        case .line:
            let thickness = plan.thickness()
            s = plan.lineIsVertical(enclosingStackAxis: ctx.stackAxis)
                ? Size(width: thickness, height: p.height ?? 0)
                : Size(width: p.width ?? 0, height: thickness)
        }
        reportMissingMetrics(plan.missingMetrics, i, control)
        return s
    }

    mutating func reportMissingMetrics(_ missingMetrics: [(name: String, used: Double)], _ i: Int32, _ control: ControlNode) {
        for missing in missingMetrics {
            diagnose(.warning, LayoutMessages.controlMetricMissing, "\(control.viewName) (view kind '\(control.kind.id)') reads the metric '\(missing.name)', which the device '\(env.description.deviceID)' does not define; the kind's default \(formatLength(missing.used)) is used (define it in the device or platform profile)", node: i)
        }
    }

    @inline(never)
    mutating func placeControl(_ i: Int32, _ control: ControlNode, _ frame: Rect, _ p: ProposedSize, _ ctx: LayoutContext) {
        var plan = controlPlans.plan(i, control, ctx, selections: settingsTable, env)
        let parts = visibleParts(i, control, plan)
        guard !parts.isEmpty else { return }
        let inner = labelContext(plan, ctx)
        let spec = labelSpec(&plan)
        switch plan.rule {
        case .flexible where plan.sizing.arrangement == .vertical:
            placeVerticalParts(i, control, &plan, parts, frame, inner)
        case .fixed, .flexible, .aspect, .content, .line:
            placeZStack(stackedViews(parts), .center, frame, inner)
        case .hugs where hasPartContexts(plan):
            placeVerticalParts(i, control, &plan, parts, insetBox(frame, plan.insets()), inner)
        case .hugs:
            let box = insetBox(frame, plan.insets())
            let proposal = ProposedSize(box.size)
            let views = stackedViews(parts)
            var content = inner
            if let axis = plan.sizing.scrolls {
                let scrolling = scrollingContext(axis, inner)
                content = scrolling.ctx
                if scrolling.mayScroll, let scrolled = scrolledContent(views, spec, axis, proposal, content, always: plan.sizing.alwaysScrolls == true) {
                    placeScrolledContent(views, spec, axis, scrolled, box, content)
                    return
                }
            }
            let label = stackSize(views, spec, proposal, content)
            placeStack(views, spec, Rect(origin: Alignment.center.origin(of: label, in: box.size).offset(box.origin), size: label), proposal, content)
        case .labelled:
            let (leading, trailing) = labelledParts(i, parts, control, plan)
            let controlPart = labelledControlSize(trailing, frame.width, &plan, inner)
            if let columns = ctx.formColumns, !leading.isEmpty {
                placeFormColumns(leading, trailing, controlPart, columns, spec, frame, inner)
                return
            }
            if !trailing.isEmpty {
                let box = Rect(x: frame.maxX - controlPart.width, y: frame.minY + (frame.height - controlPart.height) / 2, width: controlPart.width, height: controlPart.height)
                placeStack(trailing, spec, box, ProposedSize(box.size), inner)
            }
            guard !leading.isEmpty else { return }
            let proposal = ProposedSize(width: max(0, frame.width - plan.spacing() - controlPart.width), height: frame.height)
            let label = stackSize(leading, spec, proposal, inner)
            let origin = Point(x: frame.minX, y: frame.minY + (frame.height - label.height) / 2)
            placeStack(leading, spec, Rect(origin: origin, size: label), proposal, inner)
        case .stacked:
            let proposal = ProposedSize(width: frame.width, height: nil)
            let views = stackedViews(parts)
            let label = stackSize(views, spec, proposal, inner)
            placeStack(views, spec, Rect(origin: frame.origin, size: label), proposal, inner)
        case .text:
            let box = insetBox(frame, plan.insets())
            let views = stackedViews(parts)
            let label = stackSize(views, spec, ProposedSize(box.size), inner)
            placeStack(views, spec, Rect(origin: box.origin, size: Size(width: label.width, height: box.height)), ProposedSize(box.size), inner)
        }
    }

    /// A labelled control in a column-style Form row: the label trailing-aligned in the label
    /// column, the control leading-aligned `spacing` after it, both centred on the row.
    private mutating func placeFormColumns(_ leading: ArraySlice<Int32>, _ trailing: ArraySlice<Int32>, _ controlPart: Size, _ columns: FormColumns, _ spec: StackSpec, _ frame: Rect, _ inner: LayoutContext) {
        let proposal = ProposedSize(width: columns.labelWidth, height: frame.height)
        let label = stackSize(leading, spec, proposal, inner)
        placeStack(leading, spec, Rect(x: frame.minX + columns.labelWidth - label.width, y: frame.minY + (frame.height - label.height) / 2, width: label.width, height: label.height), proposal, inner)
        guard !trailing.isEmpty else { return }
        let box = Rect(x: frame.minX + columns.labelWidth + columns.spacing, y: frame.minY + (frame.height - controlPart.height) / 2, width: controlPart.width, height: controlPart.height)
        placeStack(trailing, spec, box, ProposedSize(box.size), inner)
    }

    /// The width a column-style Form gives node `i`'s label: a labelled control's label at its
    /// ideal width; nil for any other row (it goes in the value column).
    mutating func formLabelWidth(_ i: Int32, _ ctx: LayoutContext) -> Double? {
        guard case .control(let control) = arena.kinds[Int(i)] else { return nil }
        var plan = controlPlan(control, ctx)
        guard plan.rule == .labelled else { return nil }
        let (leading, _) = labelledParts(i, visibleParts(i, control, plan), control, plan)
        guard !leading.isEmpty else { return nil }
        return stackSize(leading, labelSpec(&plan), ProposedSize(width: nil, height: nil), labelContext(plan, ctx)).width
    }

    /// A labelled view's visible parts: the label (leading) and the `trailingParts` laid out as
    /// its control.
    func labelledParts(_ i: Int32, _ visible: ArraySlice<Int32>, _ control: ControlNode, _ plan: ControlPlan) -> (leading: ArraySlice<Int32>, trailing: ArraySlice<Int32>) {
        let trailingNames = Set(plan.sizing.trailingParts ?? [])
        guard !trailingNames.isEmpty else { return (visible, []) }
        var leading: [Int32] = [], trailing: [Int32] = []
        for (offset, child) in arena.children(i).enumerated() where visible.contains(child) {
            let part = offset < control.parts.count ? control.parts[offset] : "label"
            if trailingNames.contains(part) { trailing.append(child) } else { leading.append(child) }
        }
        return (ArraySlice(leading), ArraySlice(trailing))
    }

    /// The control part of a labelled view: `width` × `height`, grown to hold the trailing
    /// parts at their ideal size (at most half of `available` when both sides need more).
    mutating func labelledControlSize(_ trailing: ArraySlice<Int32>, _ available: Double?, _ plan: inout ControlPlan, _ inner: LayoutContext) -> Size {
        let fixed = plan.controlSize()
        guard !trailing.isEmpty else { return fixed }
        let spec = labelSpec(&plan)
        var ideal = stackSize(trailing, spec, ProposedSize(width: nil, height: nil), inner)
        if let available, ideal.width > available / 2 {
            ideal = stackSize(trailing, spec, ProposedSize(width: max(0, available / 2), height: nil), inner)
        }
        return Size(width: max(fixed.width, ideal.width), height: max(fixed.height, ideal.height))
    }

    /// The part of `frame` inside `insets` (never negative).
    private func insetBox(_ frame: Rect, _ insets: EdgeInsets) -> Rect {
        Rect(x: frame.minX + insets.leading, y: frame.minY + insets.top,
             width: max(0, frame.width - insets.leading - insets.trailing), height: max(0, frame.height - insets.top - insets.bottom))
    }

    /// Each axis: the proposal clamped to min…max; the ideal (else the minimum, else 10 like a
    /// shape) when unspecified.
    private func flexibleControlSize(_ plan: inout ControlPlan, _ p: ProposedSize) -> Size {
        func axis(_ proposed: Double?, _ minimum: ControlLength?, _ ideal: ControlLength?, _ maximum: ControlLength?) -> Double {
            let low = plan.value(minimum) ?? 0
            let high = max(low, plan.value(maximum) ?? .infinity)
            let wanted = proposed ?? plan.value(ideal) ?? max(low, 10)
            return min(max(wanted, low), high)
        }
        let sizing = plan.sizing
        return Size(width: axis(p.width, sizing.minWidth, sizing.idealWidth, sizing.maxWidth),
                    height: axis(p.height, sizing.minHeight, sizing.idealHeight, sizing.maxHeight))
    }

    /// A computed size held within the kind's min/max bounds.
    private func boundedControlSize(_ plan: inout ControlPlan, _ s: Size) -> Size {
        let sizing = plan.sizing
        var width = max(s.width, plan.value(sizing.minWidth) ?? 0)
        var height = max(s.height, plan.value(sizing.minHeight) ?? 0)
        if let maxWidth = plan.value(sizing.maxWidth) { width = min(width, max(maxWidth, plan.value(sizing.minWidth) ?? 0)) }
        if let maxHeight = plan.value(sizing.maxHeight) { height = min(height, max(maxHeight, plan.value(sizing.minHeight) ?? 0)) }
        return Size(width: width, height: height)
    }

    /// The largest box of the kind's ratio inside the proposal; `idealWidth` (else 100) when
    /// both axes are unspecified.
    private func aspectControlSize(_ plan: inout ControlPlan, _ p: ProposedSize) -> Size {
        let ratio = max(plan.sizing.ratio ?? 1, 0.0001)
        switch (p.width, p.height) {
        case (let width?, let height?):
            let fitted = min(width, height * ratio)
            return Size(width: fitted, height: fitted / ratio)
        case (let width?, nil): return Size(width: width, height: width / ratio)
        case (nil, let height?): return Size(width: height * ratio, height: height)
        case (nil, nil):
            let width = plan.value(plan.sizing.idealWidth) ?? 100
            return Size(width: width, height: width / ratio)
        }
    }
}
