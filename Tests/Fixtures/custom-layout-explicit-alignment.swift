// fixture: a custom layout's explicitAlignment(of: .leading) moves it in a leading-aligned VStack: SimpleHStack says its leading guide is its first subview's width + spacing, so its second subview lines up with the other rows' leading edges
// device: iphone-15
// source: karthik-k-manoj/Swift-Layout-Protocol, SwiftUILayoutProtocol/ContentView.swift: ContentView and SimpleHStack, unchanged but for the rows' content (fixed frames for the SF Symbols and the Text, so the numbers do not depend on glyph metrics). Apple, Layout.explicitAlignment(of:in:proposal:subviews:cache:): "the guide's position relative to the bounds"; FrameLab passes bounds at the origin, so the answer is the guide's offset from the layout's leading edge
// rows: each is 30 + 5 + 100 + 5 + 30 = 170 wide, 30 high; SimpleHStack's leading guide = subviews[0].sizeThatFits(proposal).width + spacing = 30 + 5 = 35; the HStacks' is the default, 0
// VStack(alignment: .leading): the line sits at max gᵢ = 35; width = 35 + max(170 − 0, 170 − 35, 170 − 0) = 205; height = 3 × 30 + 2 × 5 = 100
// placed: in the 393 × 759 safe area below y 59: x = (393 − 205) / 2 = 94, y = 59 + (759 − 100) / 2 = 388.5
// expect column: x=94 y=388.5 width=205 height=100
// expect top: x=129 y=388.5 width=170 height=30       (94 + 35 − 0)
// expect simple: x=94 y=423.5 width=170 height=30     (94 + 35 − 35: its leading guide on the line)
// expect simpleText: x=129 y=423.5 width=100 height=30 (94 + 30 + 5: lines up with the other rows' leading edge, 129)
// expect bottom: x=129 y=458.5 width=170 height=30
struct ContentView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 5) {
            HStack(spacing: 5) {
                contents()
            }
            .id("top")

            SimpleHStack(spacing: 5) {
                Color.blue.frame(width: 30, height: 30)
                Color.gray.frame(width: 100, height: 30).id("simpleText")
                Color.blue.frame(width: 30, height: 30)
            }
            .id("simple")

            HStack(spacing: 5) {
                contents()
            }
            .id("bottom")
        }
        .id("column")
    }

    @ViewBuilder func contents() -> some View {
        Color.blue.frame(width: 30, height: 30)
        Color.gray.frame(width: 100, height: 30)
        Color.blue.frame(width: 30, height: 30)
    }
}

struct SimpleHStack: Layout {
    let spacing: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let idealViewSizes = subviews.map { $0.sizeThatFits(.unspecified)}

        let spacing = spacing * CGFloat(subviews.count - 1)
        let width = spacing + idealViewSizes.reduce(0) { $0 + $1.width }
        let height = idealViewSizes.reduce(0) { max($0, $1.height) }

        return CGSize(width: width, height: height)

    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var pt = CGPoint(x: bounds.minX, y: bounds.minY)

        for v in subviews {
            v.place(at: pt, anchor: .topLeading, proposal: .unspecified)
            pt.x += v.sizeThatFits(.unspecified).width + spacing
        }
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        if guide == .leading {
            return subviews[0].sizeThatFits(proposal).width + spacing
        } else {
            return nil
        }
    }
}
