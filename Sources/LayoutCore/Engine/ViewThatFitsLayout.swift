/// ViewThatFits (iOS 16): "evaluates its child views in the order you provide them … selects
/// the first child whose ideal size on the constrained axes fits within the proposed size"; if
/// none fits, the last child (Apple's ViewThatFits documentation). A candidate's ideal size is its
/// answer with nil proposed on the constrained axes (the others keep the proposal); it fits when
/// that is at most the proposal on each constrained axis (an unspecified proposal fits anything).
/// The chosen child is then laid out with the proposal; the others are not shown.
///
/// Input: the constrained axes, the proposal, the number of candidates and a way to ask candidate
/// k its size. Output: the choice, the typed record `:why` reads (`ViewThatFitsChoice`).
enum ViewThatFitsLayout {
    /// What each candidate is asked for its ideal size: nil on the constrained axes.
    static func probe(_ axes: AxisSet, _ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: axes.contains(.horizontal) ? nil : p.width, height: axes.contains(.vertical) ? nil : p.height)
    }

    /// The first candidate whose ideal size fits `p` on the constrained axes, else the last.
    static func choose(_ axes: AxisSet, _ p: ProposedSize, candidates count: Int, idealSize: (_ candidate: Int, _ probe: ProposedSize) -> Size) -> ViewThatFitsChoice {
        let probe = probe(axes, p)
        var candidates: [ViewThatFitsChoice.Candidate] = []
        for k in 0..<count {
            let ideal = idealSize(k, probe)
            let overflowing = Axis.allCases.filter { axis in
                guard axes.contains(axis), let limit = p[axis] else { return false }
                return ideal[axis] > limit + 0.0001
            }
            candidates.append(.init(index: k, ideal: ideal, overflowing: overflowing))
            if overflowing.isEmpty {
                return ViewThatFitsChoice(axes: axes, proposal: p, candidates: candidates, chosen: k, noneFitted: false)
            }
        }
        return ViewThatFitsChoice(axes: axes, proposal: p, candidates: candidates, chosen: max(0, count - 1), noneFitted: count > 0)
    }
}

extension LayoutRun {
    mutating func viewThatFitsChoice(_ i: Int32, _ axes: AxisSet, _ p: ProposedSize, _ ctx: LayoutContext) -> ViewThatFitsChoice {
        let children = arena.layoutChildren(i)
        let inner = ctx.descending()
        return ViewThatFitsLayout.choose(axes, p, candidates: children.count) { k, probe in
            size(children[children.startIndex + k], probe, inner)
        }
    }

    @inline(never)
    mutating func viewThatFitsSize(_ i: Int32, _ axes: AxisSet, _ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        let children = arena.layoutChildren(i)
        guard !children.isEmpty else { return .zero }
        let choice = viewThatFitsChoice(i, axes, p, ctx)
        return size(children[children.startIndex + choice.chosen], p, ctx.descending())
    }

    @inline(never)
    mutating func placeViewThatFits(_ i: Int32, _ axes: AxisSet, _ frame: Rect, _ p: ProposedSize, _ ctx: LayoutContext) {
        let children = arena.layoutChildren(i)
        guard !children.isEmpty else { return }
        let choice = viewThatFitsChoice(i, axes, p, ctx)
        trace.viewThatFitsChoices[Int(i)] = choice
        let chosen = children[children.startIndex + choice.chosen]
        let s = size(chosen, p, ctx.descending())
        place(chosen, at: Alignment.center.origin(of: s, in: frame.size).offset(frame.origin), proposal: p, ctx.descending())
        if choice.noneFitted {
            let axesText = choice.candidates.last.map { $0.overflowing.map(\.rawValue).joined(separator: " and ") } ?? ""
            diagnose(.note, LayoutMessages.nothingFits, "no ViewThatFits candidate fits the proposal \(p.description) (the last is too large \(axesText)); the last is shown", node: i)
        }
    }
}
