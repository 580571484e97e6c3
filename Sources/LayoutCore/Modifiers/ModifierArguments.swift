/// One parameter a `LayoutModifier` reads: its label (nil for an unlabeled one) and its type. The
/// translator evaluates the argument for it with the reader of that type and hands the value over
/// in `ModifierArguments`.
public struct ModifierParameter: Sendable, Hashable {
    public var label: String?
    public var type: ModifierArgumentType

    public init(_ label: String?, _ type: ModifierArgumentType) {
        self.label = label
        self.type = type
    }
}

/// The argument types the translator can read for a described modifier.
public enum ModifierArgumentType: Sendable, Hashable {
    /// A `CGFloat` (`10`, `spacing * 2`, a `let` of the source).
    case length
    /// A `CGPoint` (`CGPoint(x: 10, y: 20)`, `.init(x:y:)`, `.zero`).
    case point
    /// A `CGSize` (`CGSize(width: 10, height: 20)`, `.zero`).
    case size
    case bool
    case integer
    /// `.horizontal`, `[.top, .leading]`, `.all`.
    case edgeSet
    /// `.horizontal`, `[.horizontal, .vertical]`.
    case axisSet
    /// `.topLeading`, a custom alignment.
    case alignment
    /// A ratio: a `CGFloat` (`16 / 9`) or a `CGSize` (its width / its height); read as a length.
    case ratio
    /// `.fit` or `.fill`.
    case contentMode
    /// A `UnitPoint` (`.center`, `.topLeading`, `.zero`, `UnitPoint(x: 0.5, y: 1)`): fractions of a
    /// frame, read as a point.
    case unitPoint
    /// A scale: a `CGFloat` s (s on both axes) or a `CGSize` (width and height); read as a size.
    case scale
}

/// One argument's value, as its reader gave it.
public enum ModifierArgumentValue: Sendable, Hashable {
    case length(Double)
    case point(Point)
    case size(Size)
    case bool(Bool)
    case integer(Int)
    case edgeSet(EdgeSet)
    case axisSet(AxisSet)
    case alignment(Alignment)
    case contentMode(ContentMode)
    case unitPoint(Point)
}

/// The arguments of one call of a described modifier: the name it was called by and the values
/// read, by label (unlabeled ones by position: `unlabeled(0)`). An argument absent from the call,
/// or one FrameLab could not read (the translator has warned), is nil: the modifier applies
/// SwiftUI's default.
public struct ModifierArguments: Sendable, Hashable {
    /// The spelling the call used (`scaledToFit` rather than `scaledToFill`).
    public var name: String
    public var labeled: [String: ModifierArgumentValue]
    public var unlabeled: [ModifierArgumentValue?]

    public init(name: String, labeled: [String: ModifierArgumentValue] = [:], unlabeled: [ModifierArgumentValue?] = []) {
        self.name = name
        self.labeled = labeled
        self.unlabeled = unlabeled
    }

    /// The value for `label`, or the `index`th unlabeled one when `label` is nil.
    public func value(_ label: String?, index: Int = 0) -> ModifierArgumentValue? {
        if let label { return labeled[label] }
        return index < unlabeled.count ? unlabeled[index] : nil
    }

    public func length(_ label: String?, index: Int = 0) -> Double? { read(label, index) { if case .length(let value) = $0 { value } else { nil } } }
    public func point(_ label: String?, index: Int = 0) -> Point? { read(label, index) { if case .point(let value) = $0 { value } else { nil } } }
    public func size(_ label: String?, index: Int = 0) -> Size? { read(label, index) { if case .size(let value) = $0 { value } else { nil } } }
    public func bool(_ label: String?, index: Int = 0) -> Bool? { read(label, index) { if case .bool(let value) = $0 { value } else { nil } } }
    public func integer(_ label: String?, index: Int = 0) -> Int? { read(label, index) { if case .integer(let value) = $0 { value } else { nil } } }
    public func edgeSet(_ label: String?, index: Int = 0) -> EdgeSet? { read(label, index) { if case .edgeSet(let value) = $0 { value } else { nil } } }
    public func axisSet(_ label: String?, index: Int = 0) -> AxisSet? { read(label, index) { if case .axisSet(let value) = $0 { value } else { nil } } }
    public func alignment(_ label: String?, index: Int = 0) -> Alignment? { read(label, index) { if case .alignment(let value) = $0 { value } else { nil } } }
    public func unitPoint(_ label: String?, index: Int = 0) -> Point? { read(label, index) { if case .unitPoint(let value) = $0 { value } else { nil } } }
    public func contentMode(_ label: String?, index: Int = 0) -> ContentMode? { read(label, index) { if case .contentMode(let value) = $0 { value } else { nil } } }

    private func read<Value>(_ label: String?, _ index: Int, _ extract: (ModifierArgumentValue) -> Value?) -> Value? {
        value(label, index: index).flatMap(extract)
    }
}

/// Why a call's arguments describe no modifier (`'position' needs …`); reported at the call.
/// `isMissing`: an argument the modifier needs is not there (`'layoutPriority' needs a value`),
/// reported as a missing argument rather than an invalid one.
public struct ModifierArgumentError: Error, Sendable, Hashable {
    public var message: String
    public var isMissing: Bool

    public init(_ message: String, isMissing: Bool = false) {
        self.message = message
        self.isMissing = isMissing
    }
}
