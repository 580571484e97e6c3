// fixture: a chip layout written here that computes frames in a private struct (memberwise init, guard let, CGRect(origin:size:), zip) wraps with fixedSize(vertical) and stacks its tags under fixedSize()
// window: 320x300
// source: the construct of a flow layout in a public repository's KeyValueChips view (found with FrameLab's code search), reimplemented here; run by FrameLab's layout interpreter
// "flow": VStack proposes 320 wide, fixedSize(vertical) proposes nil height: a (0, 0); b: 154 + 150 = 304 ≤ 320 → (154, 0); c: 304 + 4 + 150 > 320 → next row (0, 24)
//         size = min(320, rowMaxX 304) × (24 + 20) = 304 × 44
// "ideal": fixedSize() proposes nil×nil: no width, so the layout stacks: 150 × (20 + 4 + 20) = 150 × 44
// VStack: 44 + 8 + 44 = 96 high, 304 wide: x = (320 − 304) / 2 = 8, y = (300 − 96) / 2 = 102
// expect flow: x=8 y=102 width=304 height=44
// expect b: x=162 y=102 8 + 154
// expect c: x=8 y=126 102 + 20 + 4
// expect ideal: x=85 y=154 width=150 height=44 (320 − 150) / 2 = 85; 102 + 44 + 8
// expect e: x=85 y=178
/// Lines of ideal-sized subviews when a width is proposed (the reported width is the widest
/// line, at most the proposal); with no width, one subview per line.
struct Chips: Layout {
    var spacing: CGFloat = 4

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        layout(proposal, subviews).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let placed = layout(ProposedViewSize(width: bounds.width, height: bounds.height), subviews)
        for (frame, subview) in zip(placed.frames, subviews) {
            subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), proposal: ProposedViewSize(frame.size))
        }
    }

    private struct Placement {
        var size: CGSize
        var frames: [CGRect]
    }

    private func layout(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Placement {
        let ideals = subviews.map { $0.sizeThatFits(.unspecified) }
        guard let limit = proposal.width, limit.isFinite, limit > 0 else {
            var frames: [CGRect] = []
            var bottom: CGFloat = 0
            for ideal in ideals {
                let top = frames.isEmpty ? 0 : bottom + spacing
                frames.append(CGRect(origin: CGPoint(x: 0, y: top), size: ideal))
                bottom = top + ideal.height
            }
            return Placement(size: CGSize(width: ideals.map(\.width).max() ?? 0, height: bottom), frames: frames)
        }
        var frames: [CGRect] = []
        var origin = CGPoint.zero
        var lineHeight: CGFloat = 0
        var widest: CGFloat = 0
        for ideal in ideals {
            if origin.x > 0, origin.x + ideal.width > limit {
                origin = CGPoint(x: 0, y: origin.y + lineHeight + spacing)
                lineHeight = 0
            }
            frames.append(CGRect(origin: origin, size: ideal))
            widest = max(widest, origin.x + ideal.width)
            lineHeight = max(lineHeight, ideal.height)
            origin.x += ideal.width + spacing
        }
        return Placement(size: CGSize(width: min(limit, widest), height: origin.y + lineHeight), frames: frames)
    }
}
struct V: View {
    var body: some View {
        VStack {
            Chips(spacing: 4) {
                Color.red.frame(width: 150, height: 20).id("a")
                Color.red.frame(width: 150, height: 20).id("b")
                Color.red.frame(width: 150, height: 20).id("c")
            }
            .fixedSize(horizontal: false, vertical: true)
            .id("flow")
            Chips {
                Color.red.frame(width: 150, height: 20).id("d")
                Color.red.frame(width: 150, height: 20).id("e")
            }
            .fixedSize()
            .id("ideal")
        }
    }
}
