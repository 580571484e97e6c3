/// `.fixedSize()` and `.fixedSize(horizontal:vertical:)`: the view is proposed nil on each fixed
/// axis, so it answers its ideal length there, and is centred in the modifier's frame, which is its
/// size [Apple, `fixedSize(horizontal:vertical:)`: "Fixes this view at its ideal size in the
/// specified dimensions"; both default to false in that overload, `fixedSize()` fixes both]. Its
/// view's guides, spacing and stack priority pass through it.
public struct FixedSizeModifier: LayoutModifier {
    public var horizontal: Bool
    public var vertical: Bool

    public static let names = ["fixedSize"]
    public static let parameters = [ModifierParameter("horizontal", .bool), ModifierParameter("vertical", .bool)]
    public static let examples = ["fixedSize()", "fixedSize(horizontal: true, vertical: false)", "fixedSize(vertical: true)"]
    public static let traits: ModifierTraits = [.passesChildGeometry]

    public init(horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public init(_ arguments: ModifierArguments) throws(ModifierArgumentError) {
        if arguments.labeled.isEmpty && arguments.unlabeled.isEmpty {
            self.init(horizontal: true, vertical: true)
        } else {
            self.init(horizontal: arguments.bool("horizontal") ?? false, vertical: arguments.bool("vertical") ?? false)
        }
    }

    public var argumentText: String { horizontal && vertical ? "" : "horizontal: \(horizontal), vertical: \(vertical)" }

    public func clamped(_ clamp: inout some LengthClamping) -> FixedSizeModifier { self }

    /// Fixed axes are proposed nil, so the child answers its ideal length there.
    func childProposal(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    public func sizeThatFits(_ input: ModifierLayoutInput, child: (ProposedSize) -> Size) -> Size {
        child(childProposal(input.proposal))
    }

    public func placement(in frame: Rect, _ input: ModifierLayoutInput, child: (ProposedSize) -> Size) -> ChildPlacement {
        let c = childProposal(input.proposal)
        let corner = Alignment.center.origin(of: child(c), in: frame.size)
        return ChildPlacement(origin: Point(x: corner.x + frame.minX, y: corner.y + frame.minY), proposal: c)
    }

    public func stackPriority(child: () -> Double) -> Double { child() }

    public func decision(_ facts: ModifierFacts) -> SizingDecision {
        let axes = [horizontal ? "width" : nil, vertical ? "height" : nil].compactMap { $0 }.joined(separator: " and ")
        return SizingDecision(rule: "fixed size", detail: "proposed \(facts.proposal.description); fixedSize proposes nil for the \(axes), so the child answers its ideal size: \(facts.frame.size.description)")
    }
}

extension ViewKind {
    /// The node `.fixedSize(horizontal:vertical:)` builds (for trees made in code).
    public static func fixedSize(horizontal: Bool, vertical: Bool) -> ViewKind {
        .modifier(AnyLayoutModifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical)))
    }
}
