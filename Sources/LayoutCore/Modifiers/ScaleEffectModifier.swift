/// `.scaleEffect(_:anchor:)` (a `CGFloat` or a `CGSize`) and `.scaleEffect(x:y:anchor:)`: the view
/// is drawn scaled about `anchor` (default `.center`), and layout does not see it: the modifier is
/// as large as its view, the view is placed where it would be without it, and its guides, spacing
/// and stack priority pass through [Apple, `scaleEffect(_:anchor:)`: "Scales this view's rendered
/// output by the given amount in both the horizontal and vertical directions, relative to an anchor
/// point"; the scale defaults to 1 on each axis, the anchor to `.center`]. `:why` gives the drawn
/// rectangle: the anchor point A = origin + anchor × size stays put and each side is scaled from
/// it, drawn origin = A − anchor × size × scale. A negative scale flips the drawing (its width is
/// the magnitude).
public struct ScaleEffectModifier: LayoutModifier {
    public var x: Double
    public var y: Double
    public var anchor: Point

    public static let names = ["scaleEffect"]
    public static let parameters = [
        ModifierParameter(nil, .scale), ModifierParameter("x", .length), ModifierParameter("y", .length), ModifierParameter("anchor", .unitPoint),
    ]
    public static let examples = ["scaleEffect(2)", "scaleEffect(CGSize(width: 2, height: 0.5), anchor: .topLeading)", "scaleEffect(x: 1.5, anchor: UnitPoint(x: 0.25, y: 1))"]
    public static let traits: ModifierTraits = [.passesChildGeometry, .answersChildSize, .growsWithChild]

    public init(x: Double = 1, y: Double = 1, anchor: Point = Point(x: 0.5, y: 0.5)) {
        self.x = x
        self.y = y
        self.anchor = anchor
    }

    public init(_ arguments: ModifierArguments) throws(ModifierArgumentError) {
        let anchor = arguments.unitPoint("anchor") ?? Point(x: 0.5, y: 0.5)
        if let scale = arguments.size(nil) {
            self.init(x: scale.width, y: scale.height, anchor: anchor)
        } else {
            self.init(x: arguments.length("x") ?? 1, y: arguments.length("y") ?? 1, anchor: anchor)
        }
    }

    public var argumentText: String {
        var text = "x: \(SwiftSpelling.number(x)), y: \(SwiftSpelling.number(y))"
        if anchor != Point(x: 0.5, y: 0.5) { text += ", anchor: UnitPoint(x: \(SwiftSpelling.number(anchor.x)), y: \(SwiftSpelling.number(anchor.y)))" }
        return text
    }

    public func clamped(_ clamp: inout some LengthClamping) -> ScaleEffectModifier {
        ScaleEffectModifier(x: clamp.gap(x, "scaleEffect x", quiet: false) ?? 1, y: clamp.gap(y, "scaleEffect y", quiet: false) ?? 1, anchor: anchor)
    }

    public func sizeThatFits(_ input: ModifierLayoutInput, child: (ProposedSize) -> Size) -> Size {
        child(input.proposal)
    }

    public func placement(in frame: Rect, _ input: ModifierLayoutInput, child: (ProposedSize) -> Size) -> ChildPlacement {
        ChildPlacement(origin: frame.origin, proposal: input.proposal)
    }

    public func stackPriority(child: () -> Double) -> Double { child() }

    /// Where the view is drawn when its layout frame is `frame`.
    public func drawnFrame(of frame: Rect) -> Rect {
        let anchorX = frame.minX + anchor.x * frame.width
        let anchorY = frame.minY + anchor.y * frame.height
        let width = frame.width * x
        let height = frame.height * y
        let minX = min(anchorX - anchor.x * width, anchorX + (1 - anchor.x) * width)
        let minY = min(anchorY - anchor.y * height, anchorY + (1 - anchor.y) * height)
        return Rect(origin: Point(x: minX, y: minY), size: Size(width: abs(width), height: abs(height)))
    }

    public func decision(_ facts: ModifierFacts) -> SizingDecision {
        let frame = facts.frame
        let drawn = drawnFrame(of: frame)
        let anchorX = frame.minX + anchor.x * frame.width
        let anchorY = frame.minY + anchor.y * frame.height
        return SizingDecision(rule: "scaleEffect", detail: "proposed \(facts.proposal.description); scaleEffect passes the proposal to its child and answers the child's size, \(frame.size.description): layout does not see the scale, so the frame, its parent and its siblings are as without it; it is drawn scaled by (\(formatLength(x)), \(formatLength(y))) about its anchor (\(formatLength(anchorX)), \(formatLength(anchorY))) = origin + (\(formatLength(anchor.x)), \(formatLength(anchor.y))) × size: drawn at \(drawn.description), which parents and siblings do not make room for")
    }
}
