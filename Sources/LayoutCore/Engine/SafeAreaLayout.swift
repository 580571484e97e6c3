/// Safe-area layers, `ignoresSafeArea`, `safeAreaPadding` and `safeAreaInset`.
/// Semantics digest §3.8, §3.9, §6 (OpenSwiftUI `SafeAreaIgnoringLayout`, `InsetViewModifier`).

/// `ignoresSafeArea(edges:)`: on each edge asked for whose side of the slot lies in the safe-area
/// band (touching the inner boundary counts, 0.01 tolerance), the view grows out to the outer
/// boundary; the child is proposed the grown length on an axis that grew, the proposal otherwise;
/// views inside see the band gone on every edge asked for.
///
/// Input: the edges, the slot (the frame the modifier was given), the proposal, and the current
/// safe-area layer's outer and inner rects. Output: the grown frame, the edges it grew on (the
/// trace's `SafeAreaExtension`), the inner rect of the layer pushed for the child, the child's
/// proposal. Pushing the layer and recording the extension are the run's.
struct SafeAreaIgnoringLayout {
    var edges: EdgeSet

    struct Outcome: Equatable {
        var grown: Rect
        var extendedEdges: [Edge]
        var layerInner: Rect
        var childProposal: ProposedSize
    }

    static let tolerance = 0.01

    func extend(_ frame: Rect, _ p: ProposedSize, outer: Rect, inner: Rect) -> Outcome {
        var grown = frame
        var newInner = inner
        var extended: [Edge] = []
        for edge in edges.edges {
            if Self.reaches(frame, edge, outer: outer, inner: inner) {
                let before = grown
                Self.extend(&grown, edge, to: outer)
                if grown != before { extended.append(edge) }
            }
            Self.extend(&newInner, edge, to: outer)
        }
        let proposal = ProposedSize(width: grown.width == frame.width ? p.width : grown.width, height: grown.height == frame.height ? p.height : grown.height)
        return Outcome(grown: grown, extendedEdges: extended, layerInner: newInner, childProposal: proposal)
    }

    /// Whether `frame`'s `edge` lies in the band between `inner` and `outer` on that edge
    /// (touching the inner boundary counts).
    static func reaches(_ frame: Rect, _ edge: Edge, outer: Rect, inner: Rect) -> Bool {
        let axis = edge.axis
        if edge == .top || edge == .leading {
            let start = frame.origin[axis]
            return start <= inner.origin[axis] + tolerance && start >= outer.origin[axis] - tolerance
        }
        let end = frame.origin[axis] + frame.size[axis]
        return end >= inner.origin[axis] + inner.size[axis] - tolerance && end <= outer.origin[axis] + outer.size[axis] + tolerance
    }

    /// Moves `rect`'s `edge` out to `outer`'s.
    static func extend(_ rect: inout Rect, _ edge: Edge, to outer: Rect) {
        let axis = edge.axis
        if edge == .top || edge == .leading {
            rect.size[axis] += rect.origin[axis] - outer.origin[axis]
            rect.origin[axis] = outer.origin[axis]
        } else {
            rect.size[axis] = outer.origin[axis] + outer.size[axis] - rect.origin[axis]
        }
    }
}

extension LayoutRun {
    /// The index of a layer, made once per distinct layer so that laying out again gives the
    /// same contexts (incremental layout compares them).
    mutating func pushLayer(outer: Rect, inner: Rect, parent: Int32, source: SafeAreaSource) -> Int32 {
        let layer = SafeAreaLayer(outer: outer, inner: inner, parent: parent, source: source)
        if let known = layerIndex[layer] { return known }
        layers.append(layer)
        let index = Int32(layers.count - 1)
        layerIndex[layer] = index
        return index
    }

    /// How far `frame` reaches into each band of the layer.
    func overlapInsets(_ frame: Rect, layer: Int32) -> EdgeInsets {
        let layer = layers[Int(layer)]
        var insets = EdgeInsets()
        for edge in Edge.allCases { insets[edge] = layer.overlap(of: frame, on: edge) }
        return insets
    }

    /// Splits an overlap on `edge` among the layers that made the band, innermost first.
    func attributeOverlap(_ amount: Double, on edge: Edge, layer start: Int32) -> [SizeSubtraction] {
        var remaining = amount
        var result: [SizeSubtraction] = []
        var index = start
        while remaining > 1e-9 && index >= 0 {
            let layer = layers[Int(index)]
            let parentBand = layer.parent >= 0 ? layers[Int(layer.parent)].band(edge) : 0
            let contribution = layer.parent >= 0 ? max(0, layer.band(edge) - parentBand) : layer.band(edge)
            let share = min(remaining, contribution)
            if share > 1e-9 {
                switch layer.source {
                case .window, .ignored:
                    result.append(SizeSubtraction(edge: edge, amount: share, reason: .safeArea))
                case .bars(let bars):
                    if let bar = bars[edge] {
                        result.append(SizeSubtraction(edge: edge, amount: share, reason: .bar(metric: bar.metric, bar: bar.bar), origin: bar.origin))
                    } else {
                        result.append(SizeSubtraction(edge: edge, amount: share, reason: .safeArea))
                    }
                case .safeAreaPadding(let node):
                    result.append(SizeSubtraction(edge: edge, amount: share, reason: .safeAreaPadding(nodeID: Int(node))))
                }
                remaining -= share
            }
            index = layer.parent
        }
        if remaining > 1e-9 {
            result.append(SizeSubtraction(edge: edge, amount: remaining, reason: .safeArea))
        }
        return result
    }

    // MARK: ignoresSafeArea

    @inline(never)
    mutating func placeIgnoringSafeArea(_ i: Int32, _ edges: EdgeSet, _ frame: Rect, _ p: ProposedSize, _ ctx: LayoutContext) {
        guard let child = arena.firstChild(i) else { return }
        let layer = layers[Int(ctx.layer)]
        let outcome = SafeAreaIgnoringLayout(edges: edges).extend(frame, p, outer: layer.outer, inner: layer.inner)
        var inner = modifierContext(ctx)
        inner.layer = pushLayer(outer: layer.outer, inner: outcome.layerInner, parent: ctx.layer, source: .ignored)
        // The modifier is the extended view: its frame is the grown one (issue 13), the slot is kept for :why.
        recordExtension(i, slot: frame, grown: outcome.grown, edges: outcome.extendedEdges)
        place(child, at: outcome.grown.origin, proposal: outcome.childProposal, inner)
    }

    /// Records that node `i`, placed in `slot`, is drawn in `grown`.
    mutating func recordExtension(_ i: Int32, slot: Rect, grown: Rect, edges: [Edge]) {
        guard grown != slot else {
            trace.safeAreaExtensions[Int(i)] = nil
            return
        }
        frames[Int(i)] = grown
        trace.safeAreaExtensions[Int(i)] = SafeAreaExtension(slot: slot, edges: edges)
    }

    /// A modifier that does not change its child's frame takes on the child's extension: what is
    /// layered on an extended view is laid out on the extended frame.
    mutating func adoptExtension(_ i: Int32, of child: Int32) -> Rect? {
        guard let grown = trace.safeAreaExtensions[Int(child)] else {
            trace.safeAreaExtensions[Int(i)] = nil
            return nil
        }
        let slot = frames[Int(i)]
        frames[Int(i)] = frames[Int(child)]
        trace.safeAreaExtensions[Int(i)] = SafeAreaExtension(slot: slot, edges: grown.edges)
        return frames[Int(child)]
    }

    // MARK: safeAreaPadding

    @inline(never)
    mutating func safeAreaPaddingSize(_ i: Int32, _ insets: EdgeInsets, _ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        guard let child = arena.firstChild(i) else { return paddingSize(i, insets, p, ctx) }
        if arena.isExtendingContainer(child) {
            var inner = modifierContext(ctx)
            inner.pendingInsets = insets
            return size(child, p, inner)
        }
        return paddingSize(i, insets, p, ctx)
    }

    @inline(never)
    mutating func placeSafeAreaPadding(_ i: Int32, _ insets: EdgeInsets, _ frame: Rect, _ p: ProposedSize, _ ctx: LayoutContext) {
        guard let child = arena.firstChild(i) else { return }
        let parent = layers[Int(ctx.layer)]
        let padded = frame.inset(by: insets)
        let inner = intersection(parent.inner, padded)
        var childContext = modifierContext(ctx)
        childContext.layer = pushLayer(outer: parent.outer, inner: inner, parent: ctx.layer, source: .safeAreaPadding(nodeID: i))
        if arena.isExtendingContainer(child) {
            childContext.pendingInsets = insets
            place(child, at: frame.origin, proposal: p, childContext)
        } else {
            place(child, at: padded.origin, proposal: p.inset(by: insets), childContext)
        }
    }

    func intersection(_ a: Rect, _ b: Rect) -> Rect {
        let minX = max(a.minX, b.minX)
        let minY = max(a.minY, b.minY)
        let maxX = max(minX, min(a.maxX, b.maxX))
        let maxY = max(minY, min(a.maxY, b.maxY))
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    // MARK: safeAreaInset

    /// Sizes for `safeAreaInset(edge:spacing:) { V }`: the inset view, the primary, and the whole.
    mutating func safeAreaInsetParts(_ i: Int32, _ edge: Edge, _ spacing: Double?, _ p: ProposedSize, _ ctx: LayoutContext) -> (inset: Size, primary: Size, whole: Size, primaryProposal: ProposedSize) {
        let axis = edge.axis
        let gap = sanitizedLength(spacing) ?? env.defaultSpacing
        let inner = modifierContext(ctx)
        var insetSize = Size.zero
        if let insetView = arena.secondChild(i) {
            var q = p
            q[axis] = p[axis].map { max(0, $0 - gap) }
            insetSize = size(insetView, q, inner.descending())
        }
        var primaryProposal = p
        primaryProposal[axis] = p[axis].map { max(0, $0 - insetSize[axis] - gap) }
        let primary = arena.firstChild(i).map { size($0, primaryProposal, inner) } ?? .zero
        var whole = Size.zero
        whole[axis] = primary[axis] + gap + insetSize[axis]
        whole[axis.other] = max(primary[axis.other], insetSize[axis.other])
        return (insetSize, primary, whole, primaryProposal)
    }

    @inline(never)
    mutating func safeAreaInsetSize(_ i: Int32, _ edge: Edge, _ spacing: Double?, _ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        safeAreaInsetParts(i, edge, spacing, p, ctx).whole
    }

    @inline(never)
    mutating func placeSafeAreaInset(_ i: Int32, _ edge: Edge, _ spacing: Double?, _ frame: Rect, _ p: ProposedSize, _ ctx: LayoutContext) {
        let parts = safeAreaInsetParts(i, edge, spacing, p, ctx)
        let gap = sanitizedLength(spacing) ?? env.defaultSpacing
        let reserved = parts.inset[edge.axis] + gap
        var insets = EdgeInsets()
        insets[edge] = reserved
        let primaryRect = frame.inset(by: insets)
        let parent = layers[Int(ctx.layer)]
        var primaryContext = modifierContext(ctx)
        primaryContext.layer = pushLayer(outer: parent.outer, inner: intersection(parent.inner, primaryRect), parent: ctx.layer, source: .safeAreaPadding(nodeID: i))
        if let primary = arena.firstChild(i) {
            place(primary, at: Alignment.center.origin(of: parts.primary, in: primaryRect.size).offset(primaryRect.origin), proposal: parts.primaryProposal, primaryContext)
        }
        if let insetView = arena.secondChild(i) {
            var origin = Point(x: frame.minX + (frame.width - parts.inset.width) / 2, y: frame.minY + (frame.height - parts.inset.height) / 2)
            switch edge {
            case .top: origin.y = frame.minY
            case .bottom: origin.y = frame.maxY - parts.inset.height
            case .leading: origin.x = frame.minX
            case .trailing: origin.x = frame.maxX - parts.inset.width
            }
            var q = p
            q[edge.axis] = p[edge.axis].map { max(0, $0 - gap) }
            place(insetView, at: origin, proposal: q, modifierContext(ctx).descending())
        }
    }
}
