/// `.position(x:y:)` and `.position(_ point: CGPoint)`: the modifier takes its whole proposal and
/// places its view's centre at the point, in the modifier's own frame [Apple, `position(x:y:)`:
/// "Positions the center of this view at the specified coordinates in its parent's coordinate
/// space"; both coordinates default to 0]. The view is proposed what the modifier was proposed.
/// On an unspecified axis the modifier is 10 long, as a shape or Color is (an estimate: FrameLab has
/// no measurement of `position` under an unspecified proposal).
public struct PositionModifier: LayoutModifier {
    public var x: Double
    public var y: Double

    public static let names = ["position"]
    public static let parameters = [ModifierParameter("x", .length), ModifierParameter("y", .length), ModifierParameter(nil, .point)]
    public static let examples = ["position(x: 100, y: 50)", "position(CGPoint(x: 0, y: 150))", "position(y: 20)"]

    public init(_ arguments: ModifierArguments) throws(ModifierArgumentError) {
        if let point = arguments.point(nil) {
            (x, y) = (point.x, point.y)
        } else {
            (x, y) = (arguments.length("x") ?? 0, arguments.length("y") ?? 0)
        }
    }

    public var argumentText: String { "x: \(SwiftSpelling.number(x)), y: \(SwiftSpelling.number(y))" }

    public func clamped(_ clamp: inout some LengthClamping) -> PositionModifier {
        var copy = self
        copy.x = clamp.shift(x, "position x")
        copy.y = clamp.shift(y, "position y")
        return copy
    }

    public func sizeThatFits(_ input: ModifierLayoutInput, child: (ProposedSize) -> Size) -> Size {
        input.proposal.replacingUnspecified()
    }

    public func placement(in frame: Rect, _ input: ModifierLayoutInput, child: (ProposedSize) -> Size) -> ChildPlacement {
        let size = child(input.proposal)
        return ChildPlacement(origin: Point(x: frame.minX + x - size.width / 2, y: frame.minY + y - size.height / 2), proposal: input.proposal)
    }

    public func decision(_ facts: ModifierFacts) -> SizingDecision {
        let size = facts.frame.size
        var detail = "proposed \(facts.proposal.description); position takes the whole proposal (10 on an unspecified axis, an estimate): \(size.description)"
        if let child = facts.childFrame {
            let corner = "(\(formatLength(x)) − \(formatLength(child.width)) / 2, \(formatLength(y)) − \(formatLength(child.height)) / 2) = (\(formatLength(x - child.width / 2)), \(formatLength(y - child.height / 2)))"
            detail += "; its view, proposed the same, answers \(child.size.description) and is centred on (\(formatLength(x)), \(formatLength(y))) of that frame: its corner is at \(corner) in it"
        }
        return SizingDecision(rule: "position", detail: detail)
    }
}
