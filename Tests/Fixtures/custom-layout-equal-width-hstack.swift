// fixture: an equal-width row (the construct of WWDC22's MyEqualWidthHStack, written here) offers every subview the widest one's ideal width and places them centred, with the platform's spacing between them
// window: 400x300
// source: Apple's sample "Composing custom layouts with SwiftUI" (WWDC22 session 10056), the equal-width stack's arithmetic, reimplemented here; spacing from subview.spacing.distance(to:along:) = the platform's spacing.horizontal.other-other, 8 (layout-semantics §4.3, Devices/platform-ios.yaml)
// maxSize: ideal sizes 60×30, 100×44, 80×20 → 100 × 44; spacing [8, 8, 0] → total 16; size = 100 × 3 + 16 = 316 × 44
// bounds: centred in 400×300 → x = (400 − 316) / 2 = 42, y = (300 − 44) / 2 = 128
// each subview is proposed 100×44 and placed by its centre at x = 42 + 50 = 92, then + 100 + 8 each, y = midY 150
// expect stack: x=42 y=128 width=316 height=44
// expect a: x=42 y=128 width=100 height=44 the 60-wide button grows to the widest, 100 (its frame's maxWidth is infinity)
// expect b: x=150 y=128 width=100 92 + 108 − 50
// expect c: x=258 y=128 width=100 height=44 200 + 108 − 50
/// Every subview gets the widest ideal width and the tallest ideal height; between neighbours,
/// the spacing the two ask for along the horizontal axis.
struct SameWidthRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let cell = largestIdealSize(of: subviews)
        let gaps = gaps(between: subviews).reduce(0, +)
        return CGSize(width: cell.width * CGFloat(subviews.count) + gaps, height: cell.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let cell = largestIdealSize(of: subviews)
        let gaps = gaps(between: subviews)
        var leading = bounds.minX
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: leading + cell.width / 2, y: bounds.midY), anchor: .center,
                          proposal: ProposedViewSize(width: cell.width, height: cell.height))
            leading += cell.width + gaps[index]
        }
    }

    private func largestIdealSize(of subviews: Subviews) -> CGSize {
        var largest = CGSize.zero
        for subview in subviews {
            let ideal = subview.sizeThatFits(.unspecified)
            largest.width = max(largest.width, ideal.width)
            largest.height = max(largest.height, ideal.height)
        }
        return largest
    }

    /// The gap after each subview; the last has none.
    private func gaps(between subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { index in
            index + 1 < subviews.count ? subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal) : 0
        }
    }
}

struct Buttons: View {
    var body: some View {
        SameWidthRow {
            Color.red.frame(minWidth: 10, idealWidth: 60, maxWidth: .infinity, minHeight: 10, idealHeight: 30, maxHeight: 60).id("a")
            Color.red.frame(minWidth: 10, idealWidth: 100, maxWidth: .infinity, minHeight: 10, idealHeight: 44, maxHeight: 60).id("b")
            Color.red.frame(minWidth: 10, idealWidth: 80, maxWidth: .infinity, minHeight: 10, idealHeight: 20, maxHeight: 60).id("c")
        }
        .id("stack")
    }
}
