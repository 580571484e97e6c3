// fixture: a public tag-cloud FlowLayout (custom Layout with a nested FlowResult struct) wraps its tags into rows on an iPhone 15 in portrait
// device: iphone-15
// source: FlowLayout from github.com/ROLANDsebastien/Resume-ATS Resume-ATS/Utils/FlowLayout.swift (the common "FlowResult" flow layout); run by FrameLab's layout interpreter
// The layout's rule: each tag is asked for its ideal size (.unspecified); it starts a new row when lineWidth + width > maxWidth;
// lineWidth grows by width + spacing (so the reported width includes one trailing spacing). Safe area (0, 59) 393×759, spacing 8.
// a: (0, 0), lineWidth 128 · b: 128 + 90 = 218 ≤ 393 → (128, 0), lineWidth 226 · c: 226 + 140 = 366 ≤ 393 → (226, 0), lineWidth 374
// d: 374 + 110 = 484 > 393 → new row at 30 + 8 = 38: (0, 38), lineWidth 118 · e: 118 + 60 = 178 → (118, 38), lineWidth 186
// size = max lineWidth 374 × (38 + 30) = 68; centred: x = (393 − 374) / 2 = 9.5, y = 59 + (759 − 68) / 2 = 404.5
// expect flow: x=9.5 y=404.5 width=374 height=68
// expect a: x=9.5 y=404.5 width=120 height=30
// expect b: x=137.5 y=404.5 9.5 + 128
// expect c: x=235.5 y=404.5 9.5 + 226
// expect d: x=9.5 y=442.5 width=110 second row: 404.5 + 38
// expect e: x=127.5 y=442.5 9.5 + 118
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
