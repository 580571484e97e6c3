// fixture: the same flow layout in landscape keeps every tag on one row: the row is wider than in portrait
// device: iphone-15 landscape
// source: the construct of the common "FlowResult" flow layout (as in ROLANDsebastien/Resume-ATS Resume-ATS/Utils/FlowLayout.swift), reimplemented here as Wrap with a nested Lines struct; run by FrameLab's layout interpreter
// Safe area (59, 0) 734×373, spacing 8. a: (0, 0), lineWidth 128 · b: (128, 0), 226 · c: (226, 0), 374 · d: 374 + 110 = 484 ≤ 734 → (374, 0), 492
// e: 492 + 60 = 552 ≤ 734 → (492, 0), 560. size = 560 × 30; centred: x = 59 + (734 − 560) / 2 = 146, y = (373 − 30) / 2 = 171.5
// expect flow: x=146 y=171.5 width=560 height=30
// expect d: x=520 y=171.5 146 + 374
// expect e: x=638 y=171.5 146 + 492
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
        Wrap(spacing: 8) {
            Color.blue.frame(width: 120, height: 30).id("a")
            Color.blue.frame(width: 90, height: 30).id("b")
            Color.blue.frame(width: 140, height: 30).id("c")
            Color.blue.frame(width: 110, height: 30).id("d")
            Color.blue.frame(width: 60, height: 30).id("e")
        }
        .id("flow")
    }
}
