/// List: a scrolling column of rows, each row inset by the list's margins and row insets and at
/// least `minimumRowHeight` tall. Figures come from the platform's named metrics for the list's
/// style (`ListMetrics`), per OS generation, else from the kind's `ListBehaviour` with a warning.
extension LayoutRun {
    func listBehaviour(_ kind: ContainerKind) -> ListBehaviour { kind.list ?? ListBehaviour() }

    /// The list's figures at `width`; warns once for each figure the platform lacks.
    mutating func listMetrics(_ i: Int32, _ kind: ContainerKind, width: Double?) -> ListMetrics {
        let metrics = ListMetrics(listBehaviour(kind), env, width: width)
        if !metrics.missing.isEmpty {
            let figures = metrics.missing.map { "\($0.name) (\(formatLength($0.fallback)) used)" }.joined(separator: ", ")
            diagnose(.warning, "\(env.description.displayName) has no list metrics for style \(metrics.style): \(figures); the defaults come from \(kind.id)'s kind; add them to the platform profile's metrics", node: nil)
        }
        return metrics
    }

    mutating func listSize(_ i: Int32, _ container: ContainerNode, _ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        if let width = p.width, let height = p.height { return Size(width: width, height: height) }
        let metrics = listMetrics(i, container.kind, width: p.width)
        let margins = metrics.contentMargins
        let rowInsets = metrics.rowInsets
        let horizontal = ctx.pendingInsets.leading + ctx.pendingInsets.trailing + margins.leading + margins.trailing
        var inner = ctx.descending()
        inner.scope = sizingScope(i, container.kind, part: nil, p, ctx)
        let rowWidth = p.width.map { max(0, $0 - horizontal - rowInsets.leading - rowInsets.trailing) }
        var height = margins.top + margins.bottom + ctx.pendingInsets.top + ctx.pendingInsets.bottom
        var widest = 0.0
        for row in arena.layoutChildren(i) {
            let s = size(row, ProposedSize(width: rowWidth, height: nil), inner)
            height += max(s.height + rowInsets.top + rowInsets.bottom, metrics.minimumRowHeight)
            widest = max(widest, s.width + rowInsets.leading + rowInsets.trailing + horizontal)
        }
        return Size(width: p.width ?? widest, height: p.height ?? height)
    }

    mutating func placeList(_ i: Int32, _ container: ContainerNode, _ frame: Rect, _ p: ProposedSize, _ ctx: LayoutContext) {
        let kind = container.kind
        let prefs = navigationPreferences(for: i, roots: [i])
        let overlap = overlapInsets(frame, layer: ctx.layer)
        let contentBars = applicableBars(kind.contentSafeAreaBars, prefs, node: i, kind: kind)
        let insets = overlap + contentBars.insets
        let geometry = recordGeometry(i, kind, part: nil, rect: frame, overlap: overlap, prefs: prefs, ctx, contentBars: contentBars.insets)
        var inner = ctx.descending()
        let parent = layers[Int(ctx.layer)]
        inner.layer = pushLayer(outer: parent.outer, inner: frame.inset(by: insets), parent: ctx.layer, source: .bars(contentBars.sources))
        if providesSize(kind) {
            inner.scope = makeScope(ContainerScope(nodeID: i, part: nil, usableWidth: geometry.usableSize.width, usableHeight: geometry.usableSize.height, unstableAxes: [], parent: ctx.scope))
        }
        let metrics = listMetrics(i, kind, width: frame.width)
        let margins = metrics.contentMargins
        let rowInsets = metrics.rowInsets
        let rowLeft = frame.minX + insets.leading + margins.leading + rowInsets.leading
        let rowWidth = max(0, frame.width - insets.leading - insets.trailing - margins.leading - margins.trailing - rowInsets.leading - rowInsets.trailing)
        var y = frame.minY + insets.top + margins.top
        for row in arena.layoutChildren(i) {
            let proposal = ProposedSize(width: rowWidth, height: nil)
            let s = size(row, proposal, inner)
            let rowHeight = max(s.height + rowInsets.top + rowInsets.bottom, metrics.minimumRowHeight)
            let contentTop = y + rowInsets.top + max(0, (rowHeight - rowInsets.top - rowInsets.bottom - s.height) / 2)
            place(row, at: Point(x: rowLeft, y: contentTop), proposal: proposal, inner)
            y += rowHeight
        }
    }
}
