/// `.aspectRatio(_:contentMode:)`, `.scaledToFit()` and `.scaledToFill()`: the modifier changes only
/// what its view is proposed, the largest box of the ratio that fits inside (`.fit`) or fills
/// (`.fill`) the proposal, and answers its view's size; the view is centred in it (by its guides).
/// Without a ratio (or with one that is not positive and finite) the view's ideal ratio is used; an
/// unspecified proposal on both axes is passed on unchanged [semantics digest §3.5: OpenSwiftUI
/// `AspectRatioLayout`; objc.io "Thinking in SwiftUI"; swiftuifieldguide.com "Aspect Ratio"].
/// `scaledToFit()` is `aspectRatio(contentMode: .fit)` [Apple, `scaledToFit()`].
public struct AspectRatioModifier: LayoutModifier {
    public var ratio: Double?
    public var contentMode: ContentMode

    public static let names = ["aspectRatio", "scaledToFit", "scaledToFill"]
    public static let parameters = [ModifierParameter(nil, .ratio), ModifierParameter("contentMode", .contentMode)]
    public static let examples = [
        "aspectRatio(1.5, contentMode: .fit)", "aspectRatio(CGSize(width: 4, height: 1), contentMode: .fill)",
        "aspectRatio(contentMode: .fit)", "scaledToFit()", "scaledToFill()",
    ]

    public init(ratio: Double?, contentMode: ContentMode) {
        self.ratio = ratio
        self.contentMode = contentMode
    }

    public init(_ arguments: ModifierArguments) throws(ModifierArgumentError) {
        switch arguments.name {
        case "scaledToFit": self.init(ratio: nil, contentMode: .fit)
        case "scaledToFill": self.init(ratio: nil, contentMode: .fill)
        default: self.init(ratio: arguments.length(nil), contentMode: arguments.contentMode("contentMode") ?? .fit)
        }
    }

    public var argumentText: String {
        "\(ratio.map { SwiftSpelling.number($0) + ", " } ?? "")contentMode: .\(contentMode.rawValue)"
    }

    public func clamped(_ clamp: inout some LengthClamping) -> AspectRatioModifier {
        AspectRatioModifier(ratio: clamp.ratio(ratio, "aspect ratio"), contentMode: contentMode)
    }

    /// What the view is proposed: the proposal scaled to the ratio's shape.
    func childProposal(_ p: ProposedSize, child: (ProposedSize) -> Size) -> ProposedSize {
        if p.width == nil && p.height == nil { return p }
        var shape: Size
        if let ratio, ratio.isFinite, ratio > 0 {
            shape = Size(width: ratio, height: 1)
        } else {
            shape = child(.unspecified)
        }
        if shape.width == shape.height { shape = Size(width: 1, height: 1) }
        let sx = p.width.flatMap { w in shape.width != 0 || w != 0 ? w / shape.width : nil } ?? .infinity
        let sy = p.height.flatMap { h in shape.height != 0 || h != 0 ? h / shape.height : nil } ?? .infinity
        let k = contentMode == .fit ? min(sx, sy) : max(sx, sy)
        // A side of length 0 stays 0 even when k is infinite (0 × ∞ would be NaN).
        func scaled(_ side: Double) -> Double { side == 0 ? 0 : side * k }
        return ProposedSize(width: scaled(shape.width), height: scaled(shape.height))
    }

    public func sizeThatFits(_ input: ModifierLayoutInput, child: (ProposedSize) -> Size) -> Size {
        child(childProposal(input.proposal, child: child))
    }

    public func placement(in frame: Rect, _ input: ModifierLayoutInput, child: (ProposedSize) -> Size) -> ChildPlacement {
        var warnings: [ModifierWarning] = []
        if let ratio, !(ratio.isFinite && ratio > 0) {
            warnings.append(ModifierWarning(LayoutMessages.aspectRatioInvalid, "aspectRatio(\(formatLength(ratio))) is not a positive finite ratio; the child's own ratio is used"))
        }
        let c = childProposal(input.proposal, child: child)
        if contentMode == .fill && (c.width == .infinity || c.height == .infinity) {
            warnings.append(ModifierWarning(LayoutMessages.aspectRatioFillUnspecified, "aspectRatio(contentMode: .fill) with an unspecified proposal on one axis proposes infinity to its child"))
        }
        return ChildPlacement(aligning: .center, proposal: c, warnings: warnings)
    }

    public func decision(_ facts: ModifierFacts) -> SizingDecision {
        let childProposal = facts.childProposal?.description ?? "nil×nil"
        return SizingDecision(rule: "aspect ratio", detail: "proposed \(facts.proposal.description); aspectRatio(\(ratio.map(formatLength) ?? "the child's ideal ratio"), .\(contentMode.rawValue)) proposes the largest box of that ratio that \(contentMode == .fit ? "fits inside" : "fills") the proposal, \(childProposal), and answers the child's size \(facts.frame.size.description)")
    }
}

extension ViewKind {
    /// The node `.aspectRatio(_:contentMode:)` builds (for trees made in code).
    public static func aspectRatio(ratio: Double?, contentMode: ContentMode) -> ViewKind {
        .modifier(AnyLayoutModifier(AspectRatioModifier(ratio: ratio, contentMode: contentMode)))
    }
}
