/// `padding`: the child is proposed the proposal minus the insets and placed inside them.
/// Semantics digest §3.4 (OpenSwiftUI `PaddingLayout`; default 16 on iOS).
extension LayoutRun {
    @inline(never)
    mutating func paddingSize(_ i: Int32, _ insets: EdgeInsets, _ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        guard let child = arena.firstChild(i) else {
            return Size(width: insets.leading + insets.trailing, height: insets.top + insets.bottom)
        }
        let s = size(child, p.inset(by: insets), modifierContext(ctx))
        return Size(width: s.width + insets.leading + insets.trailing, height: s.height + insets.top + insets.bottom)
    }

    /// `defersChild`: leave the child to `place` (`deferPlacement`), when nothing follows this call.
    @inline(never)
    mutating func placePadding(_ i: Int32, _ insets: EdgeInsets, _ frame: Rect, _ p: ProposedSize, _ ctx: LayoutContext, defersChild: Bool = false) {
        guard let child = arena.firstChild(i) else { return }
        let origin = Point(x: frame.minX + insets.leading, y: frame.minY + insets.top)
        if defersChild {
            deferPlacement(child, at: origin, proposal: p.inset(by: insets), modifierContext(ctx))
        } else {
            place(child, at: origin, proposal: p.inset(by: insets), modifierContext(ctx))
        }
    }
}
