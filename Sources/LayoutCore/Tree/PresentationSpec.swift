/// A presentation written in source (`.sheet(isPresented:) { … }`, `.popover`, `.inspector`, …):
/// which presentation kind, the presented content, and what the content asks of it.
public struct PresentationSpec: Sendable, Hashable {
    /// The modifier's name, which is also the presentation kind's view name (`sheet`).
    public var modifier: String
    /// The arguments as written (`isPresented: $showSettings`), for listings and printing.
    public var arguments: String
    /// The presented content.
    public var content: ViewNode
    /// `.presentationDetents([...])` in the content; empty means `[.large]`.
    public var detents: [PresentationDetent]
    /// `.presentationCompactAdaptation(…)` in the content (`popover`, `sheet`, `fullScreenCover`, `none`).
    public var compactAdaptation: String?
    /// `.inspectorColumnWidth(…)` in the content: the width (or ideal width) it asks for.
    public var preferredWidth: Double?
    /// `.presentationSizing(.form / .page / .fitted)` in the content (iOS 18+); nil is `.automatic`.
    public var sizing: String?
    /// `presentationDetents(_:selection:)`: the detent the binding starts at, when the source gives it.
    public var selectedDetent: PresentationDetent?
    /// Why the selection binding's first value is not known (`$detent` has no initial value in the source).
    public var selectionUnknown: String?
    /// A popover's `arrowEdge:`; nil lets the system choose.
    public var arrowEdge: Edge?
    /// A popover's `attachmentAnchor: .point(…)` in the source view's unit square; nil is `.rect(.bounds)`.
    public var attachmentPoint: UnitPoint?

    public init(
        modifier: String, arguments: String = "", content: ViewNode, detents: [PresentationDetent] = [],
        compactAdaptation: String? = nil, preferredWidth: Double? = nil
    ) {
        self.modifier = modifier
        self.arguments = arguments
        self.content = content
        self.detents = detents
        self.compactAdaptation = compactAdaptation
        self.preferredWidth = preferredWidth
    }
}

/// A height where a sheet rests (`PresentationDetent`).
public enum PresentationDetent: Sendable, Hashable {
    case medium
    case large
    case fraction(Double)
    case height(Double)

    /// As written in source.
    public var sourceText: String {
        switch self {
        case .medium: ".medium"
        case .large: ".large"
        case .fraction(let f): ".fraction(\(Self.number(f)))"
        case .height(let h): ".height(\(Self.number(h)))"
        }
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
