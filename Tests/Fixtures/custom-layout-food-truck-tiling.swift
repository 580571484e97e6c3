// fixture: Apple's Food Truck sample's HeroSquareTilingLayout (a hero square and four tiles placed with UnitPoint anchors, two initializers) on an iPhone 15 in portrait
// device: iphone-15
// source: Apple's Food Truck sample app, TruckOrdersCard.swift (also in Tests/Corpus/food-truck); the layout is copied unchanged, its content is Colors
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
        (HeroSquareTilingLayout()) {
            Color.orange.id("hero")
            ForEach(1..<5) { k in
                Color.pink.id("t\(k)")
            }
        }
        .id("tiling")
    }
}

struct HeroSquareTilingLayout: Layout {
    var spacing: Double
    
    init() {
        self.spacing = 10
    }
    
    init(spacing: Double = 10) {
        self.spacing = spacing
    }
    
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions(by: CGSize(width: 100, height: 100))
        let heroLength = min((size.width - spacing) * 0.5, size.height)
        let boundsWidth = heroLength * 2 + spacing
        return CGSize(width: boundsWidth, height: heroLength)
    }
    
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let heroLength = min((bounds.width - spacing) * 0.5, bounds.height)
        let boundsWidth = heroLength * 2 + spacing
        let halfRectSize = CGSize(width: heroLength, height: heroLength)
        let heroOrigin = CGPoint(
            x: bounds.origin.x + ((bounds.width - boundsWidth) * 0.5),
            y: bounds.origin.y + ((bounds.height - heroLength) * 0.5)
        )
        let tileLength = (heroLength - 10) * 0.5
        
        let tilesOrigin = CGPoint(x: heroOrigin.x + heroLength + spacing, y: heroOrigin.y)
        let tilesRect = CGRect(origin: tilesOrigin, size: halfRectSize)
        
        for index in subviews.indices {
            if index == 0 {
                // hero cell
                subviews[index].place(
                    at: heroOrigin,
                    anchor: .topLeading,
                    proposal: ProposedViewSize(halfRectSize)
                )
            } else {
                // smaller tile
                let tileIndex = index - 1
                let xPos: Double = tileIndex % 2 == 0 ? 0 : 1
                let yPos: Double = tileIndex < 2 ? 0 : 1
                let point = CGPoint(
                    x: tilesRect.minX + (xPos * tilesRect.width),
                    y: tilesRect.minY + (yPos * tilesRect.height)
                )
                subviews[index].place(
                    at: point,
                    anchor: UnitPoint(x: xPos, y: yPos),
                    proposal: ProposedViewSize(width: tileLength, height: tileLength)
                )
            }
        }
    }
}
