// fixture: a custom layout whose helper calls itself is refused with an error at the call (FrameLab runs no recursive layout code), and its content is laid out as a VStack
// window: 300x200
// source: FrameLab's documented limit (docs/custom-layouts.md): recursion is refused
// the VStack: 50 + 8 + 30 = 88 high, 50 wide, centred: x = 125, y = (200 − 88) / 2 = 56
// expect-diagnostic: error: 'Countdown.depth' calls itself; FrameLab does not run recursive layout code
// expect countdown: x=125 y=56 width=50 height=88
// expect b: x=135 y=114 width=30 56 + 50 + 8
struct Countdown: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: depth(subviews.count), height: 10)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    }

    func depth(_ n: Int) -> CGFloat {
        n == 0 ? 0 : 1 + depth(n - 1)
    }
}

struct Screen: View {
    var body: some View {
        Countdown {
            Color.red.frame(width: 50, height: 50).id("a")
            Color.red.frame(width: 30, height: 30).id("b")
        }
        .id("countdown")
    }
}
