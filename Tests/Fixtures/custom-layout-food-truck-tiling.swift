// fixture: a hero-and-tiles layout (the construct of Apple's Food Truck sample's HeroSquareTilingLayout, written here: a hero square and four tiles placed with UnitPoint anchors, two initializers) on an iPhone 15 in portrait
// device: iphone-15
// source: the arithmetic of apple/sample-food-truck App/Truck/Cards/TruckOrdersCard.swift @ 3954a769e99f3cc53297d94f2b960ceb2665b3d6 (listed in Tests/Corpus/MANIFEST.tsv), reimplemented here; its content is Colors
// sizeThatFits(393×759): heroLength = min((393 − 10) × 0.5, 759) = 191.5; size = 191.5 × 2 + 10 = 393 × 191.5, centred: y = 59 + (759 − 191.5) / 2 = 342.75
// placeSubviews: hero at (0, 342.75) proposed 191.5²; tileLength = (191.5 − 10) × 0.5 = 90.75; tilesRect at (191.5 + 10, 342.75) 191.5²
// tile k at tilesRect corner (xPos, yPos) = (k % 2, k < 2 ? 0 : 1) with anchor UnitPoint(x: xPos, y: yPos):
// t1 (201.5, 342.75) anchor (0, 0); t2 (393, 342.75) anchor (1, 0) → x 393 − 90.75 = 302.25; t3 (201.5, 534.25) anchor (0, 1) → y 534.25 − 90.75 = 443.5; t4 → (302.25, 443.5)
// expect tiling: x=0 y=342.75 width=393 height=191.5
// expect hero: x=0 y=342.75 width=191.5 height=191.5
// expect t1: x=201.5 y=342.75 width=90.75 height=90.75
// expect t2: x=302.25 y=342.75
// expect t3: x=201.5 y=443.5
// expect t4: x=302.25 y=443.5 width=90.75 height=90.75
struct Orders: View {
    var body: some View {
        (HeroAndTiles()) {
            Color.orange.id("hero")
            ForEach(1..<5) { k in
                Color.pink.id("t\(k)")
            }
        }
        .id("tiling")
    }
}

/// The first subview is a square as tall as the layout; the others are quarter tiles in a square
/// beside it, each pinned to its own corner of that square by a UnitPoint anchor.
struct HeroAndTiles: Layout {
    var gap: Double

    init() {
        gap = 10
    }

    init(gap: Double = 10) {
        self.gap = gap
    }

    func side(of region: CGSize) -> Double {
        min((region.width - gap) / 2, region.height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let region = proposal.replacingUnspecifiedDimensions(by: CGSize(width: 100, height: 100))
        let hero = side(of: region)
        return CGSize(width: 2 * hero + gap, height: hero)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let hero = side(of: bounds.size)
        let left = bounds.minX + (bounds.width - (2 * hero + gap)) / 2
        let top = bounds.minY + (bounds.height - hero) / 2
        let square = CGRect(x: left + hero + gap, y: top, width: hero, height: hero)
        let tile = (hero - gap) / 2
        for (position, subview) in subviews.enumerated() {
            guard position > 0 else {
                subview.place(at: CGPoint(x: left, y: top), anchor: .topLeading, proposal: ProposedViewSize(width: hero, height: hero))
                continue
            }
            let corner = UnitPoint(x: Double((position - 1) % 2), y: position > 2 ? 1 : 0)
            let pin = CGPoint(x: square.minX + corner.x * square.width, y: square.minY + corner.y * square.height)
            subview.place(at: pin, anchor: corner, proposal: ProposedViewSize(width: tile, height: tile))
        }
    }
}
