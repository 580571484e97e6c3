// fixture: a custom layout whose sizeThatFits never ends is stopped by the step budget with an error at the loop, and its content is laid out as a VStack
// window: 300x200
// source: FrameLab's documented limit (docs/custom-layouts.md): 100000 steps per call (TranslationOptions.maxClosureSteps), then the VStack fallback
// the VStack of one 50×50 view is 50×50, centred: (125, 75)
// expect-diagnostic: error: the custom layout Spinning failed: the layout took more than 100000 steps and was stopped here
// expect spin: x=125 y=75 width=50 height=50
// expect a: x=125 y=75
struct Spinning: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var width: CGFloat = 0
        while width < 100 {
            width += 0
        }
        return CGSize(width: width, height: 10)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    }
}

struct Screen: View {
    var body: some View {
        Spinning {
            Color.red.frame(width: 50, height: 50).id("a")
        }
        .id("spin")
    }
}
