// fixture: a custom flow layout in a right-to-left environment: it places in the leading-to-trailing space and each subview's x is flipped within the layout
// window: 300x400
// direction: rtl
// source: Apple's LayoutSubviews.layoutDirection and LayoutDirection documentation ("SwiftUI horizontally flips the x position of each view within its parent"); the construct of the common "FlowResult" flow layout (as in ROLANDsebastien/Resume-ATS Resume-ATS/Utils/FlowLayout.swift), reimplemented here as Wrap with a nested Lines struct; run by FrameLab's layout interpreter
// left to right (spacing 10, width 300): a (0, 0) · b 110 + 150 = 260 ≤ 300 → (110, 0) · c 270 + 120 > 300 → (0, 40) · d 130 + 200 > 300 → (0, 90)
// size 270 × 120 centred: (15, 140). Flipped within the layout: x' = 15 + 270 − (x + width)
// expect flow: x=15 y=140 width=270 height=120
// expect a: x=185 y=140 15 + 270 − 100
// expect b: x=25 y=140 15 + 270 − (110 + 150)
// expect c: x=165 y=180 15 + 270 − 120
// expect d: x=85 y=230 15 + 270 − 200
import SwiftUI

/// Subviews at their ideal sizes, left to right, wrapping to a new line when the next would pass
/// the width; each line is as tall as its tallest subview, `spacing` apart. The width reported
/// counts the spacing after a line's last subview.
struct Wrap: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        Lines(width: proposal.replacingUnspecifiedDimensions().width, subviews: subviews, spacing: spacing).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let lines = Lines(width: bounds.width, subviews: subviews, spacing: spacing)
        for (index, subview) in subviews.enumerated() {
            let origin = lines.origins[index]
            subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: .unspecified)
        }
    }

    /// Where each subview goes, and the size of the whole.
    struct Lines {
        var origins: [CGPoint] = []
        var size = CGSize.zero

        init(width: CGFloat, subviews: Subviews, spacing: CGFloat) {
            var cursor = CGPoint.zero
            var lineHeight: CGFloat = 0
            for subview in subviews {
                let ideal = subview.sizeThatFits(.unspecified)
                if cursor.x + ideal.width > width {
                    cursor = CGPoint(x: 0, y: cursor.y + lineHeight + spacing)
                    lineHeight = 0
                }
                origins.append(cursor)
                cursor.x += ideal.width + spacing
                lineHeight = max(lineHeight, ideal.height)
                size = CGSize(width: max(size.width, cursor.x), height: cursor.y + lineHeight)
            }
        }
    }
}

struct Tags: View {
    var body: some View {
        Wrap(spacing: 10) {
            Color.red.frame(width: 100, height: 30).id("a")
            Color.red.frame(width: 150, height: 30).id("b")
            Color.red.frame(width: 120, height: 40).id("c")
            Color.red.frame(width: 200, height: 30).id("d")
        }
        .id("flow")
    }
}
