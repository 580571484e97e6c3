// fixture: a public FlowLayout that computes frames in a private Arrangement struct (memberwise init, guard let, CGRect(origin:size:)) wraps with fixedSize(vertical) and stacks its tags under fixedSize()
// window: 320x300
// source: FlowLayout as published in a public repository's KeyValueChips view (found with FrameLab's code search); run by FrameLab's layout interpreter
// "flow": VStack proposes 320 wide, fixedSize(vertical) proposes nil height: a (0, 0); b: 154 + 150 = 304 ≤ 320 → (154, 0); c: 304 + 4 + 150 > 320 → next row (0, 24)
//         size = min(320, rowMaxX 304) × (24 + 20) = 304 × 44
// "ideal": fixedSize() proposes nil×nil: no width, so the layout stacks: 150 × (20 + 4 + 20) = 150 × 44
// VStack: 44 + 8 + 44 = 96 high, 304 wide: x = (320 − 304) / 2 = 8, y = (300 − 96) / 2 = 102
// expect flow: x=8 y=102 width=304 height=44
// expect b: x=162 y=102 8 + 154
// expect c: x=8 y=126 102 + 20 + 4
// expect ideal: x=85 y=154 width=150 height=44 (320 − 150) / 2 = 85; 102 + 44 + 8
// expect e: x=85 y=178
struct FlowLayout: Layout {
    var spacing: CGFloat = 4

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrange(proposal: proposal, subviews: subviews).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let result = arrange(
            proposal: ProposedViewSize(width: bounds.width, height: bounds.height),
            subviews: subviews
        )
        for index in subviews.indices {
            let frame = result.frames[index]
            subviews[index].place(
                at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
                proposal: ProposedViewSize(frame.size)
            )
        }
    }

    private struct Arrangement {
        var size: CGSize
        var frames: [CGRect]
    }

    private func arrange(proposal: ProposedViewSize, subviews: Subviews) -> Arrangement {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        guard let proposedWidth = proposal.width, proposedWidth.isFinite, proposedWidth > 0 else {
            var y: CGFloat = 0
            var maxWidth: CGFloat = 0
            var frames: [CGRect] = []
            for (index, size) in sizes.enumerated() {
                if index > 0 { y += spacing }
                frames.append(CGRect(origin: CGPoint(x: 0, y: y), size: size))
                maxWidth = max(maxWidth, size.width)
                y += size.height
            }
            return Arrangement(size: CGSize(width: maxWidth, height: y), frames: frames)
        }
        var frames: [CGRect] = []
        var x: CGFloat = 0
        var y: CGFloat = 0
        var rowHeight: CGFloat = 0
        var rowMaxX: CGFloat = 0
        for size in sizes {
            if x > 0, x + size.width > proposedWidth {
                x = 0
                y += rowHeight + spacing
                rowHeight = 0
            }
            frames.append(CGRect(origin: CGPoint(x: x, y: y), size: size))
            rowHeight = max(rowHeight, size.height)
            x += size.width + spacing
            rowMaxX = max(rowMaxX, x - spacing)
        }
        let height = y + rowHeight
        return Arrangement(
            size: CGSize(width: min(proposedWidth, max(rowMaxX, 0)), height: height),
            frames: frames
        )
    }
}
struct V: View {
    var body: some View {
        VStack {
            FlowLayout(spacing: 4) {
                Color.red.frame(width: 150, height: 20).id("a")
                Color.red.frame(width: 150, height: 20).id("b")
                Color.red.frame(width: 150, height: 20).id("c")
            }
            .fixedSize(horizontal: false, vertical: true)
            .id("flow")
            FlowLayout {
                Color.red.frame(width: 150, height: 20).id("d")
                Color.red.frame(width: 150, height: 20).id("e")
            }
            .fixedSize()
            .id("ideal")
        }
    }
}
