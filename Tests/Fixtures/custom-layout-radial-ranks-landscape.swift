// fixture: WWDC22's MyRadialLayout with ranks set through the sample's .rank(_:) modifier (layoutValue(key: Rank.self, value:)) rotates the circle so rank 1 is on top, on an iPhone 15 in landscape
// device: iphone-15 landscape
// source: Apple's sample "Composing custom layouts with SwiftUI" (WWDC22 session 10056): MyRadialLayout, getOffset/residual, the Rank LayoutValueKey and View.rank(_:)
// safe area (59, 0) 734×373: radius = min(734, 373) / 3 = 124.333, centre (59 + 367, 186.5) = (426, 186.5)
// ranks [2, 1, 3]: ranks[1] == 1 → fraction = −1 + residual(rank1: 3, rank2: 2) = −1 + 0.25 = −0.75; offset = −0.75 × 2π / 3 = −90°
// a at −90°: (0, −r) rotated = (−124.333, 0) → (301.667, 186.5); b at 30°: (r sin 30°, −r cos 30°) = (62.167, −107.676) → (488.167, 78.824);
// c at 150°: (62.167, 107.676) → (488.167, 294.176); each 40×40 avatar is centred there (origin − 20)
// expect radial: x=59 y=0 width=734 height=373
// expect a: x=281.667 y=166.5
// expect b: x=468.167 y=58.824 rank 1, the highest on screen
// expect c: x=468.167 y=274.176
struct MyRadialLayout: Layout {
    func sizeThatFits(
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout Void
    ) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(
        in bounds: CGRect,
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout Void
    ) {
        let radius = min(bounds.size.width, bounds.size.height) / 3.0
        let angle = Angle.degrees(360.0 / Double(subviews.count)).radians
        let ranks = subviews.map { subview in
            subview[Rank.self]
        }
        let offset = getOffset(ranks)
        for (index, subview) in subviews.enumerated() {
            var point = CGPoint(x: 0, y: -radius)
                .applying(CGAffineTransform(
                    rotationAngle: angle * Double(index) + offset))
            point.x += bounds.midX
            point.y += bounds.midY
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

extension MyRadialLayout {
    private func getOffset(_ ranks: [Int]) -> Double {
        guard ranks.count == 3,
              !ranks.allSatisfy({ $0 == ranks.first }) else { return 0.0 }
        var fraction: Double
        if ranks[0] == 1 {
            fraction = residual(rank1: ranks[1], rank2: ranks[2])
        } else if ranks[1] == 1 {
            fraction = -1 + residual(rank1: ranks[2], rank2: ranks[0])
        } else {
            fraction = 1 + residual(rank1: ranks[0], rank2: ranks[1])
        }
        return fraction * 2.0 * Double.pi / 3.0
    }

    private func residual(rank1: Int, rank2: Int) -> Double {
        if rank1 == 1 {
            return -0.5
        } else if rank2 == 1 {
            return 0.5
        } else if rank1 < rank2 {
            return -0.25
        } else if rank1 > rank2 {
            return 0.25
        } else {
            return 0
        }
    }
}

private struct Rank: LayoutValueKey {
    static let defaultValue: Int = 1
}

struct Avatars: View {
    var body: some View {
        MyRadialLayout {
            Circle().frame(width: 40, height: 40).rank(2).id("a")
            Circle().frame(width: 40, height: 40).rank(1).id("b")
            Circle().frame(width: 40, height: 40).rank(3).id("c")
        }
        .id("radial")
    }
}

extension View {
    func rank(_ value: Int) -> some View {
        layoutValue(key: Rank.self, value: value)
    }
}
