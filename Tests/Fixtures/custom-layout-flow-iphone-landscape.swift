// fixture: the same public FlowLayout in landscape keeps every tag on one row: the row is wider than in portrait
// device: iphone-15 landscape
// source: FlowLayout from github.com/ROLANDsebastien/Resume-ATS Resume-ATS/Utils/FlowLayout.swift; run by FrameLab's layout interpreter
// Safe area (59, 0) 734×373, spacing 8. a: (0, 0), lineWidth 128 · b: (128, 0), 226 · c: (226, 0), 374 · d: 374 + 110 = 484 ≤ 734 → (374, 0), 492
// e: 492 + 60 = 552 ≤ 734 → (492, 0), 560. size = 560 × 30; centred: x = 59 + (734 − 560) / 2 = 146, y = (373 − 30) / 2 = 171.5
// expect flow: x=146 y=171.5 width=560 height=30
// expect d: x=520 y=171.5 146 + 374
// expect e: x=638 y=171.5 146 + 492
struct FlowLayout: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let result = FlowResult(
            in: proposal.replacingUnspecifiedDimensions().width,
            subviews: subviews,
            spacing: spacing
        )
        return result.size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let result = FlowResult(
            in: bounds.width,
            subviews: subviews,
            spacing: spacing
        )
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + result.positions[index].x, y: bounds.minY + result.positions[index].y), proposal: .unspecified)
        }
    }

    struct FlowResult {
        var size: CGSize
        var positions: [CGPoint]

        init(in maxWidth: CGFloat, subviews: Subviews, spacing: CGFloat) {
            var positions: [CGPoint] = []
            var size: CGSize = .zero
            var lineWidth: CGFloat = 0
            var lineHeight: CGFloat = 0
            var line: CGFloat = 0

            for subview in subviews {
                let subviewSize = subview.sizeThatFits(.unspecified)

                if lineWidth + subviewSize.width > maxWidth {
                    lineWidth = 0
                    line += lineHeight + spacing
                    lineHeight = 0
                }

                positions.append(CGPoint(x: lineWidth, y: line))
                lineWidth += subviewSize.width + spacing
                lineHeight = max(lineHeight, subviewSize.height)
                size.width = max(size.width, lineWidth)
                size.height = line + lineHeight
            }

            self.size = size
            self.positions = positions
        }
    }
}

struct Tags: View {
    var body: some View {
        FlowLayout(spacing: 8) {
            Color.blue.frame(width: 120, height: 30).id("a")
            Color.blue.frame(width: 90, height: 30).id("b")
            Color.blue.frame(width: 140, height: 30).id("c")
            Color.blue.frame(width: 110, height: 30).id("d")
            Color.blue.frame(width: 60, height: 30).id("e")
        }
        .id("flow")
    }
}
