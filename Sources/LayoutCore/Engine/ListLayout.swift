/// List: a scrolling column of rows, each row inset by the list's margins and row insets and at
/// least `minimumRowHeight` tall. Figures come from the kind's `ListBehaviour` (unsourced
/// approximations; semantics digest §5 "List" says not to trust them without measuring).
extension LayoutRun {
    func listBehaviour(_ kind: ContainerKind) -> ListBehaviour { kind.list ?? ListBehaviour() }

    mutating func listSize(_ i: Int32, _ container: ContainerNode, _ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        if let width = p.width, let height = p.height { return Size(width: width, height: height) }
        let behaviour = listBehaviour(container.kind)
        let horizontal = ctx.pendingInsets.leading + ctx.pendingInsets.trailing + behaviour.contentMargins.leading + behaviour.contentMargins.trailing
        var inner = ctx.descending()
        inner.scope = sizingScope(i, container.kind, part: nil, p, ctx)
        let rowWidth = p.width.map { max(0, $0 - horizontal - behaviour.rowInsets.leading - behaviour.rowInsets.trailing) }
        var height = behaviour.contentMargins.top + behaviour.contentMargins.bottom + ctx.pendingInsets.top + ctx.pendingInsets.bottom
        var widest = 0.0
        for row in arena.layoutChildren(i) {
            let s = size(row, ProposedSize(width: rowWidth, height: nil), inner)
            height += max(s.height + behaviour.rowInsets.top + behaviour.rowInsets.bottom, behaviour.minimumRowHeight)
            widest = max(widest, s.width + behaviour.rowInsets.leading + behaviour.rowInsets.trailing + horizontal)
        }
        return Size(width: p.width ?? widest, height: p.height ?? height)
    }

    mutating func placeList(_ i: Int32, _ container: ContainerNode, _ frame: Rect, _ p: ProposedSize, _ ctx: LayoutContext) {
        let kind = container.kind
        let behaviour = listBehaviour(kind)
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
        let margins = behaviour.contentMargins
        let rowInsets = behaviour.rowInsets
        let rowLeft = frame.minX + insets.leading + margins.leading + rowInsets.leading
        let rowWidth = max(0, frame.width - insets.leading - insets.trailing - margins.leading - margins.trailing - rowInsets.leading - rowInsets.trailing)
        var y = frame.minY + insets.top + margins.top
        for row in arena.layoutChildren(i) {
            let proposal = ProposedSize(width: rowWidth, height: nil)
            let s = size(row, proposal, inner)
            let rowHeight = max(s.height + rowInsets.top + rowInsets.bottom, behaviour.minimumRowHeight)
            let contentTop = y + rowInsets.top + max(0, (rowHeight - rowInsets.top - rowInsets.bottom - s.height) / 2)
            place(row, at: Point(x: rowLeft, y: contentTop), proposal: proposal, inner)
            y += rowHeight
        }
    }
}
