// fixture: (iPad portrait) a custom layout's explicitAlignment(of: .leading) moves it in a leading-aligned VStack: IndentedRow (written here, the construct of a public Layout-protocol demo's SimpleHStack) says its leading guide is its first subview's width + spacing, so its second subview lines up with the other rows' leading edges
// device: ipad-pro-11
// source: the construct of karthik-k-manoj/Swift-Layout-Protocol SwiftUILayoutProtocol/ContentView.swift (a row whose leading guide is past its first subview), reimplemented here with fixed frames. Apple, Layout.explicitAlignment(of:in:proposal:subviews:cache:): "the guide's position relative to the bounds"; FrameLab passes bounds at the origin, so the answer is the guide's offset from the layout's leading edge
// rows: each is 30 + 5 + 100 + 5 + 30 = 170 wide, 30 high; IndentedRow's leading guide = subviews[0].sizeThatFits(proposal).width + spacing = 30 + 5 = 35; the HStacks' is the default, 0
// VStack(alignment: .leading): the line sits at max gᵢ = 35; width = 35 + max(170 − 0, 170 − 35, 170 − 0) = 205; height = 3 × 30 + 2 × 5 = 100
// placed: iPadOS 26 portrait, 834 × 1210 with a safe area of top 32, bottom 25 (Devices/platform-ipados.yaml, FDP-291): x = (834 − 205) / 2 = 314.5, y = 32 + (1210 − 32 − 25 − 100) / 2 = 558.5
// expect column: x=314.5 y=558.5 width=205 height=100
// expect top: x=349.5 y=558.5 width=170 height=30        (314.5 + 35 − 0)
// expect simple: x=314.5 y=593.5 width=170 height=30     (314.5 + 35 − 35: its leading guide on the line)
// expect simpleText: x=349.5 y=593.5 width=100 height=30 (314.5 + 30 + 5: lines up with the other rows' leading edge)
// expect bottom: x=349.5 y=628.5 width=170 height=30
struct Rows: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 5) {
            HStack(spacing: 5) { cells }
                .id("top")

            IndentedRow(gap: 5) {
                Color.blue.frame(width: 30, height: 30)
                Color.gray.frame(width: 100, height: 30).id("simpleText")
                Color.blue.frame(width: 30, height: 30)
            }
            .id("simple")

            HStack(spacing: 5) { cells }
                .id("bottom")
        }
        .id("column")
    }

    @ViewBuilder var cells: some View {
        Color.blue.frame(width: 30, height: 30)
        Color.gray.frame(width: 100, height: 30)
        Color.blue.frame(width: 30, height: 30)
    }
}

/// A row of ideal-sized subviews, top-aligned, `gap` apart, whose leading guide is where its
/// second subview starts (so that subview lines up with its neighbours' leading edges).
struct IndentedRow: Layout {
    var gap: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var size = CGSize.zero
        for subview in subviews {
            let ideal = subview.sizeThatFits(.unspecified)
            size.width += ideal.width
            size.height = max(size.height, ideal.height)
        }
        size.width += gap * CGFloat(max(subviews.count - 1, 0))
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.minY), anchor: .topLeading, proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width + gap
        }
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        guard guide == .leading, let first = subviews.first else { return nil }
        return first.sizeThatFits(proposal).width + gap
    }
}
