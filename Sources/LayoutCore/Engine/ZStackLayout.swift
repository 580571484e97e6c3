/// ZStack: the union of the highest-priority children; every child aligned to a common point.
/// Semantics digest §4.4 (OpenSwiftUI `ZStack`).
extension LayoutRun {
    mutating func zStackSize(_ children: ArraySlice<Int32>, _ alignment: Alignment, _ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        let inner = ctx.descending()
        let top = children.map { arena.priority($0) }.max() ?? 0
        var result = Size.zero
        for child in children where arena.priority(child) == top {
            let s = size(child, p, inner)
            result.width = max(result.width, s.width)
            result.height = max(result.height, s.height)
        }
        return result
    }

    mutating func placeZStack(_ children: ArraySlice<Int32>, _ alignment: Alignment, _ frame: Rect, _ ctx: LayoutContext) {
        let inner = ctx.descending()
        let proposal = ProposedSize(frame.size)
        for child in children {
            let s = size(child, proposal, inner)
            place(child, at: alignment.origin(of: s, in: frame.size).offset(frame.origin), proposal: proposal, inner)
        }
    }
}
