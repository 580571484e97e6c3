// fixture: a custom flow layout in a right-to-left environment: it places in the leading-to-trailing space and each subview's x is flipped within the layout
// window: 300x400
// direction: rtl
// source: Apple's LayoutSubviews.layoutDirection and LayoutDirection documentation ("SwiftUI horizontally flips the x position of each view within its parent"); FlowLayout from github.com/ROLANDsebastien/Resume-ATS
// left to right (spacing 10, width 300): a (0, 0) · b 110 + 150 = 260 ≤ 300 → (110, 0) · c 270 + 120 > 300 → (0, 40) · d 130 + 200 > 300 → (0, 90)
// size 270 × 120 centred: (15, 140). Flipped within the layout: x' = 15 + 270 − (x + width)
// expect flow: x=15 y=140 width=270 height=120
// expect a: x=185 y=140 15 + 270 − 100
// expect b: x=25 y=140 15 + 270 − (110 + 150)
// expect c: x=165 y=180 15 + 270 − 120
// expect d: x=85 y=230 15 + 270 − 200
import SwiftUI

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
        FlowLayout(spacing: 10) {
            Color.red.frame(width: 100, height: 30).id("a")
            Color.red.frame(width: 150, height: 30).id("b")
            Color.red.frame(width: 120, height: 40).id("c")
            Color.red.frame(width: 200, height: 30).id("d")
        }
        .id("flow")
    }
}
