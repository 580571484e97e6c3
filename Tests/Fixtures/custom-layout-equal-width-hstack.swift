// fixture: WWDC22's MyEqualWidthHStack offers every subview the widest one's ideal width and places them centred, with the platform's spacing between them
// window: 400x300
// source: Apple's sample "Composing custom layouts with SwiftUI" (WWDC22 session 10056), MyEqualWidthHStack (as published in github.com copies of the sample); spacing from subview.spacing.distance(to:along:) = the platform's spacing.horizontal.other-other, 8 (layout-semantics §4.3, Devices/platform-ios.yaml)
// maxSize: ideal sizes 60×30, 100×44, 80×20 → 100 × 44; spacing [8, 8, 0] → total 16; size = 100 × 3 + 16 = 316 × 44
// bounds: centred in 400×300 → x = (400 − 316) / 2 = 42, y = (300 − 44) / 2 = 128
// each subview is proposed 100×44 and placed by its centre at x = 42 + 50 = 92, then + 100 + 8 each, y = midY 150
// expect stack: x=42 y=128 width=316 height=44
// expect a: x=42 y=128 width=100 height=44 the 60-wide button grows to the widest, 100 (its frame's maxWidth is infinity)
// expect b: x=150 y=128 width=100 92 + 108 − 50
// expect c: x=258 y=128 width=100 height=44 200 + 108 − 50
struct MyEqualWidthHStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        let totalSpacing = spacing.reduce(0) { $0 + $1 }
        return CGSize(
            width: maxSize.width * CGFloat(subviews.count) + totalSpacing,
            height: maxSize.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        let sizeProposal = ProposedViewSize(
            width: maxSize.width,
            height: maxSize.height)
        var x = bounds.minX + maxSize.width / 2
        for index in subviews.indices {
            subviews[index].place(
                at: CGPoint(x: x, y: bounds.midY),
                anchor: .center,
                proposal: sizeProposal)
            x += maxSize.width + spacing[index]
        }
    }

    private func maxSize(subviews: Subviews) -> CGSize {
        let subviewSizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let maxSize: CGSize = subviewSizes.reduce(.zero) { currentMax, subviewSize in
            CGSize(
                width: max(currentMax.width, subviewSize.width),
                height: max(currentMax.height, subviewSize.height))
        }
        return maxSize
    }

    private func spacing(subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { index in
            guard index < subviews.count - 1 else { return 0 }
            return subviews[index].spacing.distance(
                to: subviews[index + 1].spacing,
                along: .horizontal)
        }
    }
}

struct Buttons: View {
    var body: some View {
        MyEqualWidthHStack {
            Color.red.frame(minWidth: 10, idealWidth: 60, maxWidth: .infinity, minHeight: 10, idealHeight: 30, maxHeight: 60).id("a")
            Color.red.frame(minWidth: 10, idealWidth: 100, maxWidth: .infinity, minHeight: 10, idealHeight: 44, maxHeight: 60).id("b")
            Color.red.frame(minWidth: 10, idealWidth: 80, maxWidth: .infinity, minHeight: 10, idealHeight: 20, maxHeight: 60).id("c")
        }
        .id("stack")
    }
}
