/// `overlay` and `background`: the modifier has the primary's size; the secondary is proposed that
/// size and aligned to it. The secondary is a child of the modifier, not of the primary, so a
/// `containerRelativeFrame` in it does not see a container that is the primary (digest §3.7, §8.4).
extension LayoutRun {
    @inline(never)
    mutating func placeOverlay(_ i: Int32, _ alignment: Alignment, _ frame: Rect, _ p: ProposedSize, _ ctx: LayoutContext) {
        let inner = modifierContext(ctx)
        guard let primary = arena.firstChild(i) else { return }
        place(primary, at: frame.origin, proposal: p, inner)
        // On a primary that ignores the safe area, the secondary is laid out on the extended frame.
        let frame = adoptExtension(i, of: primary) ?? frame
        guard let secondary = arena.secondChild(i) else { return }
        let secondaryContext = inner.descending()
        let proposal = ProposedSize(frame.size)
        let s = size(secondary, proposal, secondaryContext)
        place(secondary, at: guidedOrigin(secondary, alignment, s, in: frame.size, secondaryContext).offset(frame.origin), proposal: proposal, secondaryContext)
    }
}
