// fixture: a custom layout whose sizeThatFits returns NaN × ∞, that places a subview twice and never places another is clamped with warnings, never a crash
// window: 300x200
// source: FrameLab's documented clamps (docs/custom-layouts.md): NaN → 0, ∞ → the proposal when finite; a subview placed twice keeps the last place(at:)
// ("If you call this method more than once for a subview, the last call takes precedence", Apple's LayoutSubview.place(at:anchor:proposal:) documentation);
// a subview never placed "appears at the center of its layout container and uses the layout container's size proposal" (same page)
// size: width NaN → 0, height ∞ → the proposal's 200: 0 × 200, centred in 300×200 → (150, 0)
// expect-diagnostic: warning: Broken.sizeThatFits returned nan×∞ for 300×200: the width is not a number; 0 is used
// expect-diagnostic: warning: the height is infinite; 200 (the proposal) is used
// expect-diagnostic: warning: Broken.placeSubviews placed subview 0 2 times; the last place(at:) wins
// expect-diagnostic: warning: Broken.placeSubviews never placed subview 1
// expect broken: x=150 y=0 width=0 height=200
// expect a: x=160 y=10 width=50 height=50 the second place(at:): bounds origin (150, 0) + 10
// expect b: x=140 y=85 width=20 height=30 centred on the bounds' centre (150, 100) with the proposal 300×200: 150 − 10, 100 − 15
struct Broken: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: CGFloat.nan, height: .infinity)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: bounds.origin, proposal: .unspecified)
        subviews[0].place(at: CGPoint(x: bounds.minX + 10, y: bounds.minY + 10), proposal: .unspecified)
    }
}

struct Screen: View {
    var body: some View {
        Broken {
            Color.red.frame(width: 50, height: 50).id("a")
            Color.red.frame(width: 20, height: 30).id("b")
        }
        .id("broken")
    }
}
