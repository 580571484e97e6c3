/// `overlay` and `background`: the modifier has the primary's size; the secondary is proposed that
/// size and aligned to it. The secondary is a child of the modifier, not of the primary, so a
/// `containerRelativeFrame` in it does not see a container that is the primary (digest §3.7, §8.4).
///
/// Input: the alignment; the primary's answer; the modifier's frame and, when the primary ignores
/// the safe area, the primary's extended frame (the run's `SafeAreaExtension` record); the
/// secondary's answer and the guide values it sets explicitly. Output: the modifier's size, the
/// rect the secondary is laid out in, its proposal and its top-leading corner.
struct OverlayLayout {
    var alignment: Alignment

    /// The modifier's size: the primary's answer (zero without a primary).
    static func size(primary: Size?) -> Size { primary ?? .zero }

    /// The secondary is laid out on the primary's frame, the extended one when the primary ignores
    /// the safe area.
    static func secondaryRect(frame: Rect, extended: Rect?) -> Rect { extended ?? frame }

    /// The secondary is proposed the size of the rect it is laid out in.
    static func secondaryProposal(in rect: Rect) -> ProposedSize { ProposedSize(rect.size) }

    /// The secondary's top-leading corner: aligned in `rect`; on an axis where it sets the
    /// alignment's guide explicitly (`guides`), that value sits at the alignment's fraction of the rect.
    func secondaryOrigin(_ s: Size, in rect: Rect, guides: AlignmentGuideValues) -> Point {
        var origin = alignment.origin(of: s, in: rect.size)
        if let value = guides.horizontal { origin.x = alignment.horizontal.fraction * rect.width - value }
        if let value = guides.vertical { origin.y = alignment.vertical.fraction * rect.height - value }
        return origin.offset(rect.origin)
    }
}

extension LayoutRun {
    mutating func overlaySize(_ i: Int32, _ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        OverlayLayout.size(primary: arena.firstChild(i).map { size($0, p, modifierContext(ctx)) })
    }

    @inline(never)
    mutating func placeOverlay(_ i: Int32, _ alignment: Alignment, _ frame: Rect, _ p: ProposedSize, _ ctx: LayoutContext) {
        let inner = modifierContext(ctx)
        guard let primary = arena.firstChild(i) else { return }
        place(primary, at: frame.origin, proposal: p, inner)
        let rect = OverlayLayout.secondaryRect(frame: frame, extended: adoptExtension(i, of: primary))
        guard let secondary = arena.secondChild(i) else { return }
        let secondaryContext = inner.descending()
        let proposal = OverlayLayout.secondaryProposal(in: rect)
        let s = size(secondary, proposal, secondaryContext)
        let origin = OverlayLayout(alignment: alignment).secondaryOrigin(s, in: rect, guides: guidesBelow(secondary, alignment, size: s, secondaryContext))
        place(secondary, at: origin, proposal: proposal, secondaryContext)
    }
}
