// fixture: a tag-cloud flow layout written here (custom Layout with a nested struct that computes the positions) wraps its tags into rows on an iPhone 15 in portrait
// device: iphone-15
// source: the construct of the common "FlowResult" flow layout (as in ROLANDsebastien/Resume-ATS Resume-ATS/Utils/FlowLayout.swift), reimplemented here as Wrap with a nested Lines struct; run by FrameLab's layout interpreter
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
