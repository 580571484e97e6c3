// fixture: WWDC22's MyRadialLayout places three avatars on a circle of radius min(w, h) / 3, rotating (0, −r) by 120° steps with CGAffineTransform, on an iPad in portrait
// device: ipad-pro-11
// source: Apple's sample "Composing custom layouts with SwiftUI" (WWDC22 session 10056), MyRadialLayout and the Rank LayoutValueKey (all ranks default to 1, so the offset is 0)
// sizeThatFits: proposal.replacingUnspecifiedDimensions() = the safe area 834×1153 at (0, 32); radius = min(834, 1153) / 3 = 278
// centre (417, 32 + 576.5 = 608.5); angle = 360° / 3 = 2.0944 rad; rotating (0, −278) by θ gives (278 sin θ, −278 cos θ):
// θ = 0 → (417, 330.5); θ = 120° → (417 + 240.755, 608.5 + 139) = (657.755, 747.5); θ = 240° → (176.245, 747.5)
// each avatar is 40×40 placed by its centre (anchor .center): origin = point − 20
// expect radial: x=0 y=32 width=834 height=1153
// expect a: x=397 y=310.5 width=40 height=40
// expect b: x=637.755 y=727.5
// expect c: x=156.245 y=727.5
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
            Circle().frame(width: 40, height: 40).id("a")
            Circle().frame(width: 40, height: 40).id("b")
            Circle().frame(width: 40, height: 40).id("c")
        }
        .id("radial")
    }
}
