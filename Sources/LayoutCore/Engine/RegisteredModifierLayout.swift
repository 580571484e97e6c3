/// Layout of a node whose kind is a described modifier (`ViewKind.modifier`): the modifier's own
/// `sizeThatFits` and `placement`, called through its protocol with the modified view as `child`.
extension LayoutRun {
    mutating func registeredModifierSize(_ i: Int32, _ modifier: AnyLayoutModifier, _ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        guard let child = arena.firstChild(i) else { return .zero }
        let inner = modifierContext(ctx)
        return modifier.base.sizeThatFits(ModifierLayoutInput(proposal: p, environment: env)) { size(child, $0, inner) }
    }

    mutating func placeRegisteredModifier(_ i: Int32, _ modifier: AnyLayoutModifier, _ frame: Rect, _ p: ProposedSize, _ ctx: LayoutContext) {
        guard let child = arena.firstChild(i) else { return }
        let inner = modifierContext(ctx)
        let placement = modifier.base.placement(in: frame, ModifierLayoutInput(proposal: p, environment: env)) { size(child, $0, inner) }
        if !placement.warnings.isEmpty { noteModifierWarnings(placement.warnings, node: i) }
        if let alignment = placement.alignment {
            placeAligned(i, childProposal: placement.proposal, alignment: alignment, in: frame, ctx)
        } else {
            place(child, at: placement.origin, proposal: placement.proposal, inner)
        }
        if modifier.traits.contains(.growsWithChild) { _ = adoptExtension(i, of: child) }
    }

    // Out of line: the messages' string work would otherwise widen the frame of `placeChildren`.
    @inline(never)
    private mutating func noteModifierWarnings(_ warnings: [ModifierWarning], node i: Int32) {
        for warning in warnings { diagnose(.warning, warning.id, warning.message, node: i) }
    }
}
