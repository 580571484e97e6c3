// fixture: a ring layout (the construct of WWDC22's MyRadialLayout, written here) with places set through a .place(_:) modifier (layoutValue(key: Place.self, value:)) turns the circle so the lowest place is on top, on an iPhone 15 in landscape
// device: iphone-15 landscape
// source: the radial arithmetic of Apple's sample "Composing custom layouts with SwiftUI" (WWDC22 session 10056), reimplemented here with a simpler turn
// safe area (59, 0) 734×373: radius = min(734, 373) / 3 = 124.333, centre (59 + 367, 186.5) = (426, 186.5); step 120°
// places [2, 1, 3]: the lowest, 1, is the second subview → turn = −120°
// a at −120°: (r sin(−120°), −r cos(−120°)) = (−107.676, 62.167) → (318.324, 248.667); b at 0°: (0, −124.333) → (426, 62.167);
// c at 120°: (107.676, 62.167) → (533.676, 248.667); each 40×40 avatar is centred there (origin − 20)
// expect radial: x=59 y=0 width=734 height=373
// expect a: x=298.324 y=228.667
// expect b: x=406 y=42.167 width=40 height=40 place 1, at the top
// expect c: x=513.676 y=228.667
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
            Circle().frame(width: 40, height: 40).place(2).id("a")
            Circle().frame(width: 40, height: 40).place(1).id("b")
            Circle().frame(width: 40, height: 40).place(3).id("c")
        }
        .id("radial")
    }
}

extension View {
    func place(_ value: Int) -> some View {
        layoutValue(key: Place.self, value: value)
    }
}
