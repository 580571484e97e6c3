/// `padding` as a function: the child is proposed the proposal minus the insets and placed inside
/// them; the padding's size is the child's plus the insets. Semantics digest §3.4 (OpenSwiftUI
/// `PaddingLayout`; default 16 on iOS).
///
/// Input: the proposal and the insets (the node's edges and length, the environment's default
/// padding). A single child needs no measuring callback: `childProposal` is what to ask it,
/// `size(child:)` turns its answer (nil when there is none) into the padding's size.
struct PaddingLayout {
    var insets: EdgeInsets

    @inline(__always)
    func childProposal(_ p: ProposedSize) -> ProposedSize { p.inset(by: insets) }

    @inline(__always)
    func size(child s: Size?) -> Size {
        let s = s ?? .zero
        return Size(width: s.width + insets.leading + insets.trailing, height: s.height + insets.top + insets.bottom)
    }

    /// The child's top-leading corner in the padding's `frame`.
    @inline(__always)
    func childOrigin(in frame: Rect) -> Point {
        Point(x: frame.minX + insets.leading, y: frame.minY + insets.top)
    }
}

extension LayoutRun {
    @inline(never)
    mutating func paddingSize(_ i: Int32, _ insets: EdgeInsets, _ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        let layout = PaddingLayout(insets: insets)
        guard let child = arena.firstChild(i) else { return layout.size(child: nil) }
        return layout.size(child: size(child, layout.childProposal(p), modifierContext(ctx)))
    }

    /// `defersChild`: leave the child to `place` (`deferPlacement`), when nothing follows this call.
    @inline(never)
    mutating func placePadding(_ i: Int32, _ insets: EdgeInsets, _ frame: Rect, _ p: ProposedSize, _ ctx: LayoutContext, defersChild: Bool = false) {
        guard let child = arena.firstChild(i) else { return }
        let layout = PaddingLayout(insets: insets)
        if defersChild {
            deferPlacement(child, at: layout.childOrigin(in: frame), proposal: layout.childProposal(p), modifierContext(ctx))
        } else {
            place(child, at: layout.childOrigin(in: frame), proposal: layout.childProposal(p), modifierContext(ctx))
        }
    }
}
