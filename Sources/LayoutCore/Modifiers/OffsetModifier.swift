/// `.offset(x:y:)` and `.offset(_ offset: CGSize)`: the view is laid out as without it, then drawn
/// moved by (x, y) [Apple, `offset(x:y:)`: "Offset this view by the horizontal and vertical amount
/// specified"; both default to 0]. The modifier's own frame is its view's unmoved frame, so its
/// parent, alignment guides and spacing see the view where it was; in right-to-left layout the
/// shift stays to the right (OpenSwiftUI `OffsetEffect.swift`: the offset is added after the
/// position is resolved for the layout direction).
public struct OffsetModifier: LayoutModifier {
    public var x: Double
    public var y: Double

    public static let names = ["offset"]
    public static let parameters = [ModifierParameter("x", .length), ModifierParameter("y", .length), ModifierParameter(nil, .size)]
    public static let examples = ["offset(x: 10, y: -5)", "offset(CGSize(width: 1, height: 2))", "offset(y: 3)"]
    public static let traits: ModifierTraits = [.passesChildGeometry, .drawsChildShifted, .answersChildSize]

    public init(x: Double = 0, y: Double = 0) {
        self.x = x
        self.y = y
    }

    public init(_ arguments: ModifierArguments) throws(ModifierArgumentError) {
        if let size = arguments.size(nil) {
            self.init(x: size.width, y: size.height)
        } else {
            self.init(x: arguments.length("x") ?? 0, y: arguments.length("y") ?? 0)
        }
    }

    public var argumentText: String { "x: \(SwiftSpelling.number(x)), y: \(SwiftSpelling.number(y))" }

    public var drawnShift: Point { Point(x: x, y: y) }

    public func clamped(_ clamp: inout some LengthClamping) -> OffsetModifier {
        OffsetModifier(x: clamp.shift(x, "offset x"), y: clamp.shift(y, "offset y"))
    }

    public func sizeThatFits(_ input: ModifierLayoutInput, child: (ProposedSize) -> Size) -> Size {
        child(input.proposal)
    }

    public func placement(in frame: Rect, _ input: ModifierLayoutInput, child: (ProposedSize) -> Size) -> ChildPlacement {
        var placement = ChildPlacement(origin: Point(x: frame.minX + (x.isFinite ? x : 0), y: frame.minY + (y.isFinite ? y : 0)), proposal: input.proposal)
        if !x.isFinite || !y.isFinite {
            placement.warnings.append(ModifierWarning(LayoutMessages.offsetNotFinite, "offset(x: \(formatLength(x)), y: \(formatLength(y))) is not finite; the non-finite part is treated as 0"))
        }
        return placement
    }

    public func decision(_ facts: ModifierFacts) -> SizingDecision {
        SizingDecision(rule: "offset", detail: "proposed \(facts.proposal.description); offset passes the proposal to its child and answers the child's size: \(facts.frame.size.description); the child is drawn moved by (\(formatLength(x)), \(formatLength(y)))")
    }
}

extension ViewKind {
    /// The node `.offset(x:y:)` builds (for trees made in code).
    public static func offset(x: Double, y: Double) -> ViewKind {
        .modifier(AnyLayoutModifier(OffsetModifier(x: x, y: y)))
    }
}
