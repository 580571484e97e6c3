/// `.layoutPriority(_:)`: the view lays out as without it; a stack (or ZStack, or custom `Layout`)
/// offers space to its children of higher priority first [Apple, `layoutPriority(_:)`: "The
/// default priority is 0. In a group of sibling views, raising a view's layout priority encourages
/// the higher priority view to shrink later when the group is short on space"]. NaN counts as 0,
/// with a warning. Its view's guides, spacing, closed-form size and safe-area growth pass through it.
public struct LayoutPriorityModifier: LayoutModifier {
    public var value: Double

    public static let names = ["layoutPriority"]
    public static let parameters = [ModifierParameter(nil, .length)]
    public static let examples = ["layoutPriority(1)", "layoutPriority(-0.5)"]
    public static let traits: ModifierTraits = [.passesChildGeometry, .answersChildSize, .growsWithChild]

    public init(_ value: Double) {
        self.value = value
    }

    public init(_ arguments: ModifierArguments) throws(ModifierArgumentError) {
        guard !arguments.unlabeled.isEmpty else { throw ModifierArgumentError("'layoutPriority' needs a value", isMissing: true) }
        self.init(arguments.length(nil) ?? 0)
    }

    public var argumentText: String { SwiftSpelling.number(value) }

    public func clamped(_ clamp: inout some LengthClamping) -> LayoutPriorityModifier { self }

    public func sizeThatFits(_ input: ModifierLayoutInput, child: (ProposedSize) -> Size) -> Size {
        child(input.proposal)
    }

    public func placement(in frame: Rect, _ input: ModifierLayoutInput, child: (ProposedSize) -> Size) -> ChildPlacement {
        var placement = ChildPlacement(origin: frame.origin, proposal: input.proposal)
        if value.isNaN { placement.warnings.append(ModifierWarning(LayoutMessages.priorityNaN, "layoutPriority(nan) is not a number; 0 is used")) }
        return placement
    }

    /// NaN would never equal its group, so it is 0.
    public func stackPriority(child: () -> Double) -> Double { value.isNaN ? 0 : value }

    public func decision(_ facts: ModifierFacts) -> SizingDecision {
        SizingDecision(rule: "layoutPriority", detail: "proposed \(facts.proposal.description); layoutPriority passes the proposal to its child and answers the child's size: \(facts.frame.size.description)")
    }
}

extension ViewKind {
    /// The node `.layoutPriority(_:)` builds (for trees made in code).
    public static func layoutPriority(_ value: Double) -> ViewKind {
        .modifier(AnyLayoutModifier(LayoutPriorityModifier(value)))
    }
}
