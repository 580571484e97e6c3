/// A modifier described in one place: the names it answers to, the arguments it reads, how it
/// prints, how its lengths are clamped, how it lays out its child and how `:why` explains it.
///
/// A conforming type is a value (the modifier's arguments, resolved at translation time); the
/// translator builds it from the call through `ModifierTable` and wraps the receiver in a
/// `.modifier(AnyLayoutModifier(…))` node. Layout calls it through the protocol (no name lookup,
/// no dictionary: the node holds the typed value). Adding a modifier is: a file with its type,
/// its line in `ModifierTable.all`, and its fixture (docs/modifiers.md).
public protocol LayoutModifier: Sendable, Hashable {
    /// The SwiftUI spellings it answers to (`position`); the first is its name unless `name` says otherwise.
    static var names: [String] { get }
    /// The parameters it reads, in the order SwiftUI declares them.
    static var parameters: [ModifierParameter] { get }
    /// Calls as source writes them (`position(x: 100, y: 50)`), one per overload: the registry's
    /// tests translate each on a view, print it back, lay it out in a window and ask `:why`.
    static var examples: [String] { get }
    /// The modifier the arguments describe; throws when they describe none (the translator reports
    /// the message at the call).
    init(_ arguments: ModifierArguments) throws(ModifierArgumentError)

    /// The name it is printed and listed under (`typeName` in tables and JSON).
    var name: String { get }
    /// Its arguments in SwiftUI spelling, without the parentheses (`x: 10, y: 20`).
    var argumentText: String { get }
    /// The same modifier with every length a screen can hold (`LengthClamp`'s rules); reports what it changed to `clamp`.
    func clamped(_ clamp: inout some LengthClamping) -> Self

    /// Its size for `input.proposal`; `child` sizes the modified view for a proposal.
    func sizeThatFits(_ input: ModifierLayoutInput, child: (ProposedSize) -> Size) -> Size
    /// Where the modified view goes inside the modifier's `frame`, and what it is proposed there.
    func placement(in frame: Rect, _ input: ModifierLayoutInput, child: (ProposedSize) -> Size) -> ChildPlacement
    /// Which rule decided its size, with the numbers (`:why`).
    func decision(_ facts: ModifierFacts) -> SizingDecision

    /// What passes through it (none unless it says so).
    static var traits: ModifierTraits { get }
    /// How far its view is drawn from where layout put it (an offset's shift); zero for most.
    var drawnShift: Point { get }
    /// The priority a stack reads from it (`layoutPriority`), given its view's; 0 for most.
    func stackPriority(child: () -> Double) -> Double
}

extension LayoutModifier {
    public var name: String { Self.names[0] }
    public static var traits: ModifierTraits { [] }
    public var drawnShift: Point { .zero }
    public func stackPriority(child: () -> Double) -> Double { 0 }

    fileprivate func isEqual(to other: any LayoutModifier) -> Bool {
        (other as? Self) == self
    }
}

/// What a modifier's layout reads: the proposal it was given and the environment it runs in.
public struct ModifierLayoutInput: Sendable {
    public var proposal: ProposedSize
    public var environment: LayoutEnvironment
}

/// Where a modifier places its child: the child's top-leading corner and the proposal it is placed
/// with, and what layout should warn about (once per node). With `alignment`, layout places the
/// child aligned in the modifier's frame by that alignment's guides (the child's explicit
/// `alignmentGuide`s count, as in a frame) and `origin` is not read.
public struct ChildPlacement: Sendable, Hashable {
    public var origin: Point
    public var proposal: ProposedSize
    public var warnings: [ModifierWarning]
    public var alignment: Alignment?

    public init(origin: Point, proposal: ProposedSize, warnings: [ModifierWarning] = []) {
        self.origin = origin
        self.proposal = proposal
        self.warnings = warnings
    }

    /// The child, proposed `proposal`, aligned in the modifier's frame by `alignment`'s guides.
    public init(aligning alignment: Alignment, proposal: ProposedSize, warnings: [ModifierWarning] = []) {
        self.init(origin: .zero, proposal: proposal, warnings: warnings)
        self.alignment = alignment
    }
}

/// A warning a modifier's layout gives, with its catalogued id (`LayoutMessages`).
public struct ModifierWarning: Sendable, Hashable {
    public var id: DiagnosticID
    /// The message with its typed arguments (`DiagnosticText`).
    public var message: DiagnosticText

    public init(_ id: DiagnosticID, _ message: DiagnosticText) {
        self.id = id
        self.message = message
    }
}

/// What passes through a modifier to the view it modifies, for the passes that look through
/// modifiers (alignment guides, custom layouts, right-to-left mirroring).
public struct ModifierTraits: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Its view's explicit alignment guides, stack spacing and layout values are its own (as for
    /// `offset`, `layoutPriority`); without it the modifier answers its own bounds' guides, as a frame does.
    public static let passesChildGeometry = ModifierTraits(rawValue: 1)
    /// Its view is drawn moved by `drawnShift`, the same in either layout direction (not mirrored).
    public static let drawsChildShifted = ModifierTraits(rawValue: 2)
    /// Its size is its view's for every proposal, so a view's closed-form size passes through it
    /// (`AxisTrait`) and layout need not ask it.
    public static let answersChildSize = ModifierTraits(rawValue: 4)
    /// When its view ignores the safe area and grows into it, the modifier's frame grows with it
    /// (`layoutPriority`), so that `:why` and its parent see the grown frame.
    public static let growsWithChild = ModifierTraits(rawValue: 8)
}

/// What `:why` knows about a laid-out modifier node: its proposal and frame, its child's.
public struct ModifierFacts: Sendable {
    public var proposal: ProposedSize
    public var frame: Rect
    public var childFrame: Rect?
    public var childProposal: ProposedSize?
    public var environment: LayoutEnvironment
}

/// A `LayoutModifier` of any type, as a node's kind holds it (`ViewKind.modifier`).
public struct AnyLayoutModifier: Sendable, Hashable {
    public let base: any LayoutModifier

    public init(_ base: some LayoutModifier) {
        self.base = base
    }

    public var traits: ModifierTraits { type(of: base).traits }

    public static func == (a: AnyLayoutModifier, b: AnyLayoutModifier) -> Bool {
        a.base.isEqual(to: b.base)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: base)))
        hasher.combine(base)
    }
}

/// SwiftUI spellings shared by modifiers' `argumentText`.
public enum SwiftSpelling {
    /// `10`, `10.5`, `.infinity`, `.nan`: a length as Swift source writes it.
    public static func number(_ value: Double) -> String {
        if value.isNaN { return ".nan" }
        if value.isInfinite { return value > 0 ? ".infinity" : "-.infinity" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
