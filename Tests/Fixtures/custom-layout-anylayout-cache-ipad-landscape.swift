// fixture: a custom Layout with an init, a Cache from makeCache, a helper method and stride/slices, chosen through AnyLayout, on an iPad in landscape
// device: ipad-pro-11 landscape
// source: the Layout protocol's cache (Apple's Layout documentation: makeCache, then sizeThatFits and placeSubviews share the cache); FrameLab runs sizeThatFits before placeSubviews with the same cache, as SwiftUI does
// safe area (0, 32) 1210×777; padding 20 → the layout is proposed 1170×737
// makeCache: ideal sizes (heights 40, 60, 30, 50); rows of 3: heights max(40, 60, 30) = 60 and 50; height = 60 + 50 + 10 = 120
// centred: padding is 1210 × 160, y = 32 + (777 − 160) / 2 = 340.5; the layout at (20, 360.5)
// column = (1170 − 10 × 2) / 3 = 383.333; subviews proposed column × row height, placed top-leading at x = 20 + k × (383.333 + 10)
// expect gallery: x=0 y=340.5 width=1210 height=160
// expect a: x=20 y=360.5 width=383.333 height=60 proposed 383.333×60; its frame (min 40, max 90) takes 60
// expect b: x=413.333 y=360.5
// expect c: x=806.667 y=360.5 height=60
// expect d: x=20 y=430.5 height=50 second row: 360.5 + 60 + 10
struct ColumnsLayout: Layout {
    let columns: Int
    var spacing: CGFloat

    init(columns: Int = 2, spacing: CGFloat = 10) {
        self.columns = max(1, columns)
        self.spacing = spacing
    }

    struct CacheData {
        var sizes: [CGSize]
        var rowHeights: [CGFloat] = []
    }

    func makeCache(subviews: Subviews) -> CacheData {
        CacheData(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    func updateCache(_ cache: inout CacheData, subviews: Subviews) {
        cache.sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    }

    func columnWidth(for width: CGFloat) -> CGFloat {
        (width - spacing * CGFloat(columns - 1)) / CGFloat(columns)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) -> CGSize {
        let width = proposal.width ?? 300
        cache.rowHeights = []
        for row in stride(from: 0, to: cache.sizes.count, by: columns) {
            let slice = cache.sizes[row..<min(row + columns, cache.sizes.count)]
            cache.rowHeights.append(slice.map(\.height).max() ?? 0)
        }
        let total = cache.rowHeights.reduce(0, +) + spacing * CGFloat(max(0, cache.rowHeights.count - 1))
        return CGSize(width: width, height: total)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) {
        let column = columnWidth(for: bounds.width)
        var y = bounds.minY
        for (row, height) in cache.rowHeights.enumerated() {
            for offset in 0..<columns {
                let index = row * columns + offset
                guard index < subviews.count else { break }
                let x = bounds.minX + CGFloat(offset) * (column + spacing)
                subviews[index].place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: ProposedViewSize(width: column, height: height))
            }
            y += height + spacing
        }
    }
}

struct Gallery: View {
    let isWide = true
    var body: some View {
        let layout = isWide ? AnyLayout(ColumnsLayout(columns: 3)) : AnyLayout(VStackLayout())
        layout {
            Color.red.frame(minWidth: 0, maxWidth: .infinity, minHeight: 40, idealHeight: 40, maxHeight: 90).id("a")
            Color.red.frame(minWidth: 0, maxWidth: .infinity, minHeight: 60, idealHeight: 60, maxHeight: 90).id("b")
            Color.red.frame(minWidth: 0, maxWidth: .infinity, minHeight: 30, idealHeight: 30, maxHeight: 90).id("c")
            Color.red.frame(minWidth: 0, maxWidth: .infinity, minHeight: 50, idealHeight: 50, maxHeight: 90).id("d")
        }
        .padding(20)
        .id("gallery")
    }
}
