// fixture: a custom layout whose explicitAlignment returns NaN for .leading and loops forever for .center is reported at the layout with the guide's default used, never a crash or a hang
// window: 300x200
// source: FrameLab's clamps (docs/custom-layouts.md): a guide that is not finite is a warning and the guide keeps its default; a failure (the step budget, TranslationOptions.maxClosureSteps) is an error at the statement that was running, and the default is used
// Tag is 40 × 20 (its only subview's ideal size). Leading VStack: Tag's leading guide NaN → its default 0; the Color's 0 → width max(40, 60) = 60; height 20 + 20 = 40
// Centre HStack: Tag's center guide fails → its default 10 (20 / 2); the Color's 5 → the line at 10; height = 10 + max(20 − 10, 10 − 5) = 20
// column: 60 × 60 at ((300 − 60) / 2, (200 − 60) / 2) = (120, 70); the VStack at its top, the HStack below it
// expect-diagnostic: warning: Tag.explicitAlignment(of: .leading) returned nan, which is not finite; the guide's default is used
// expect-diagnostic: error: Tag.explicitAlignment(of: .center) failed: the layout took more than
// expect tag: x=120 y=70 width=40 height=20
// expect row: x=120 y=110 width=60 height=20
// expect tagInRow: x=120 y=110 width=40 height=20
// expect dot: x=170 y=115 width=10 height=10    (120 + 40 + 10 spacing; y = 110 + 10 − 5)
VStack(spacing: 0) {
    VStack(alignment: .leading, spacing: 0) {
        Tag { Color.red.frame(width: 40, height: 20) }
            .id("tag")
        Color.blue.frame(width: 60, height: 20)
    }
    HStack(spacing: 10) {
        Tag { Color.red.frame(width: 40, height: 20) }
            .id("tagInRow")
        Color.green.frame(width: 10, height: 10)
            .id("dot")
    }
    .id("row")
}
.id("column")

struct Tag: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews[0].sizeThatFits(.unspecified)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: bounds.origin, proposal: .unspecified)
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        guide == .leading ? .nan : nil
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        var value: CGFloat = 0
        while guide == .center { value += 1 }
        return value
    }
}
