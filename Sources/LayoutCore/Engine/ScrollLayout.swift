/// ScrollView: content is proposed nil along the scroll axes; the view takes its proposal along
/// them and hugs its content across. Semantics digest §4.5, §8.6 (swiftuifieldguide, FBM-CRF).
///
/// Input: the scroll axes, the proposal, the insets its content is laid out in (safe-area overlap,
/// bars, content margins) and the content's answer. Output: the proposal to the content, the
/// scroll view's size and where the content goes. Which insets apply, the geometry it provides to
/// `containerRelativeFrame` and its paging record (`ScrollPaging`) are the run's.
enum ScrollLayout {
    /// The implicit stack axis for several views in a scroll view.
    static func contentAxis(_ axes: AxisSet) -> Axis { axes == .horizontal ? .horizontal : .vertical }

    /// nil along the scroll axes; across them the proposal minus the insets (never negative).
    static func contentProposal(_ axes: AxisSet, _ p: ProposedSize, _ insets: EdgeInsets) -> ProposedSize {
        ProposedSize(
            width: axes.contains(.horizontal) ? nil : p.width.map { max(0, $0 - insets.leading - insets.trailing) },
            height: axes.contains(.vertical) ? nil : p.height.map { max(0, $0 - insets.top - insets.bottom) })
    }

    /// Along a scroll axis the proposal (the content plus insets when unspecified); across, the
    /// content plus insets.
    static func size(_ axes: AxisSet, _ p: ProposedSize, content: Size, _ insets: EdgeInsets) -> Size {
        func length(_ axis: Axis) -> Double {
            let hugged = content[axis] + insets.sum(along: axis)
            return axes.contains(axis) ? (p[axis] ?? hugged) : hugged
        }
        return Size(width: length(.horizontal), height: length(.vertical))
    }

    /// The content's top-leading corner: inside the insets, centred across the scroll axes when
    /// it is shorter than the room there.
    static func contentOrigin(_ axes: AxisSet, in frame: Rect, _ insets: EdgeInsets, content: Size) -> Point {
        var origin = Point(x: frame.minX + insets.leading, y: frame.minY + insets.top)
        for axis in Axis.allCases where !axes.contains(axis) {
            let room = frame.size[axis] - insets.sum(along: axis)
            origin[axis] += max(0, (room - content[axis]) / 2)
        }
        return origin
    }
}

extension LayoutRun {
    mutating func scrollSize(_ i: Int32, _ container: ContainerNode, _ axes: AxisSet, _ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        let prefs = navigationPreferences(for: i, roots: [i])
        let margins = contentMargins(ctx)
        let insets = ctx.pendingInsets + barInsets(container.kind.contentSafeAreaBars, prefs) + margins
        var inner = withoutScroll(ctx.descending())
        inner.scope = sizingScope(i, container.kind, part: nil, p, ctx, unstable: AxisSet.both.subtracting(axes), margins: margins)
        let content = contentSize(arena.layoutChildren(i), axis: ScrollLayout.contentAxis(axes), ScrollLayout.contentProposal(axes, p, insets), inner)
        return ScrollLayout.size(axes, p, content: content, insets)
    }

    mutating func placeScroll(_ i: Int32, _ container: ContainerNode, _ axes: AxisSet, _ frame: Rect, _ p: ProposedSize, _ ctx: LayoutContext) {
        let kind = container.kind
        let prefs = navigationPreferences(for: i, roots: [i])
        let overlap = overlapInsets(frame, layer: ctx.layer)
        let contentBars = applicableBars(kind.contentSafeAreaBars, prefs, node: i, kind: kind)
        let margins = contentMargins(ctx)
        let insets = overlap + contentBars.insets + margins
        // Along a non-scroll axis the scroll view hugs its content, so the length it can offer
        // `containerRelativeFrame` is its proposal (digest §8.6); it is unstable when they differ.
        var unstable: AxisSet = []
        var override = ProposedSize(width: nil, height: nil)
        for axis in Axis.allCases where !axes.contains(axis) {
            if let proposed = p[axis] {
                override[axis] = max(0, proposed - recordPreview(kind, overlap, prefs, axis) - margins.sum(along: axis))
                if abs(proposed - frame.size[axis]) > 0.001 { unstable.insert(AxisSet(axis)) }
            } else {
                unstable.insert(AxisSet(axis))
            }
        }
        let geometry = recordGeometry(i, kind, part: nil, rect: frame, overlap: overlap, prefs: prefs, ctx, usableOverride: override, contentBars: contentBars.insets, margins: marginSubtractions(ctx))
        var inner = withoutScroll(ctx.descending())
        let parent = layers[Int(ctx.layer)]
        inner.layer = pushLayer(outer: parent.reach(of: frame), inner: frame.inset(by: overlap + contentBars.insets), parent: ctx.layer, source: .bars(contentBars.sources))
        if providesSize(kind) {
            let usableWidth: Double? = axes.contains(.horizontal) || p.width != nil ? geometry.usableSize.width : nil
            let usableHeight: Double? = axes.contains(.vertical) || p.height != nil ? geometry.usableSize.height : nil
            inner.scope = makeScope(ContainerScope(nodeID: i, part: nil, usableWidth: usableWidth, usableHeight: usableHeight, unstableAxes: unstable, parent: ctx.scope))
        }
        let children = arena.layoutChildren(i)
        let proposal = ScrollLayout.contentProposal(axes, p, insets)
        let content = contentSize(children, axis: ScrollLayout.contentAxis(axes), proposal, inner)
        let origin = ScrollLayout.contentOrigin(axes, in: frame, insets, content: content)
        placeContent(children, axis: ScrollLayout.contentAxis(axes), in: Rect(origin: origin, size: content), proposal: proposal, inner)
        recordScrollPaging(i, axes, frame, ctx)
    }

    /// What the kind subtracts on one axis (safe-area overlap on its subtracted edges and bars).
    func recordPreview(_ kind: ContainerKind, _ overlap: EdgeInsets, _ prefs: NavigationPreferences, _ axis: Axis) -> Double {
        let safe = safeAreaEdgesOnly(overlap, kind.subtractedSafeAreaEdges).sum(along: axis)
        return safe + barInsets(kind.barSubtractions, prefs).sum(along: axis)
    }
}
