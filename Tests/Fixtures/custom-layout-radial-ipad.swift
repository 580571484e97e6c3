// fixture: a ring layout (the construct of WWDC22's MyRadialLayout, written here) places three avatars on a circle of radius min(w, h) / 3, rotating (0, −r) by 120° steps with CGAffineTransform, on an iPad in portrait
// device: ipad-pro-11
// source: the radial arithmetic of Apple's sample "Composing custom layouts with SwiftUI" (WWDC22 session 10056), reimplemented here; every Place value is the default 1, so the ring is not turned
// sizeThatFits: proposal.replacingUnspecifiedDimensions() = the safe area 834×1153 at (0, 32); radius = min(834, 1153) / 3 = 278
// centre (417, 32 + 576.5 = 608.5); angle = 360° / 3 = 2.0944 rad; rotating (0, −278) by θ gives (278 sin θ, −278 cos θ):
// θ = 0 → (417, 330.5); θ = 120° → (417 + 240.755, 608.5 + 139) = (657.755, 747.5); θ = 240° → (176.245, 747.5)
// each avatar is 40×40 placed by its centre (anchor .center): origin = point − 20
// expect radial: x=0 y=32 width=834 height=1153
// expect a: x=397 y=310.5 width=40 height=40
// expect b: x=637.755 y=727.5
// expect c: x=156.245 y=727.5
/// Subviews on a circle a third of the smaller side in radius, one step of 360° / n apart,
/// turned so that the subview with the lowest Place value is at the top.
struct Ring: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let radius = min(bounds.width, bounds.height) / 3
        let step = Angle.degrees(360 / Double(subviews.count)).radians
        let turn = turn(for: subviews.map { $0[Place.self] }, step: step)
        for (index, subview) in subviews.enumerated() {
            let rotation = CGAffineTransform(rotationAngle: turn + step * Double(index))
            let point = CGPoint(x: 0, y: -radius).applying(rotation)
            subview.place(at: CGPoint(x: bounds.midX + point.x, y: bounds.midY + point.y), anchor: .center, proposal: .unspecified)
        }
    }
}

extension Ring {
    /// No turn when every place is the same; otherwise minus the steps to the first lowest place.
    private func turn(for places: [Int], step: Double) -> Double {
        guard let lowest = places.min(), !places.allSatisfy({ $0 == lowest }) else { return 0 }
        let first = places.firstIndex(where: { $0 == lowest }) ?? 0
        return -step * Double(first)
    }
}

private struct Place: LayoutValueKey {
    static let defaultValue: Int = 1
}

struct Avatars: View {
    var body: some View {
        Ring {
            Circle().frame(width: 40, height: 40).id("a")
            Circle().frame(width: 40, height: 40).id("b")
            Circle().frame(width: 40, height: 40).id("c")
        }
        .id("radial")
    }
}
