/// A custom `Layout` written in the user's source. The front end gives its `sizeThatFits` and
/// `placeSubviews` as a program; layout runs it, answering the subview questions it asks.
public struct CustomLayoutSpec: Sendable, Hashable {
    /// The layout's type name (`FlowLayout`).
    public var name: String
    /// The layout value as written (`FlowLayout(spacing: 8)`).
    public var source: String
    /// The value it made (its stored properties).
    public var value: String
    /// A fingerprint of the code the program was made from, so an edit to the layout's methods
    /// makes a different spec; two specs are equal when name, source, value and code are.
    public var code: String
    public var location: SourceLocation?
    public var program: any CustomLayoutProgram

    public init(name: String, source: String, value: String, code: String, location: SourceLocation? = nil, program: any CustomLayoutProgram) {
        self.name = name
        self.source = source
        self.value = value
        self.code = code
        self.location = location
        self.program = program
    }

    /// `static var layoutProperties`' `stackOrientation`: the axis Spacers and Dividers inside it
    /// take, as in an HStack (`.horizontal`) or a VStack (`.vertical`); nil by default.
    public var stackOrientation: Axis? { program.stackOrientation }
    /// The axes the layout defines `explicitAlignment(of:in:proposal:subviews:cache:)` for.
    public var explicitAlignmentAxes: Set<Axis> { program.explicitAlignmentAxes }
    /// Whether the layout defines `spacing(subviews:cache:)`.
    public var definesSpacing: Bool { program.definesSpacing }

    public static func == (a: CustomLayoutSpec, b: CustomLayoutSpec) -> Bool { a.name == b.name && a.source == b.source && a.value == b.value && a.code == b.code }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(source)
        hasher.combine(value)
        hasher.combine(code)
    }
}

/// The two requirements of SwiftUI's `Layout` protocol, run on FrameLab's geometry. A program is
/// a pure function of the proposal and the subviews' answers; it asks for those through `subviews`.
public protocol CustomLayoutProgram: Sendable {
    /// `sizeThatFits(proposal:subviews:cache:)`.
    func sizeThatFits(_ proposal: ProposedSize, subviews: CustomLayoutSubviews) throws(CustomLayoutError) -> Size
    /// `placeSubviews(in:proposal:subviews:cache:)`: calls `subviews.place` for the subviews it places.
    func placeSubviews(in bounds: Rect, _ proposal: ProposedSize, subviews: CustomLayoutSubviews) throws(CustomLayoutError)
    /// `explicitAlignment(of:in:proposal:subviews:cache:)` for the guide named `guide` (`leading`,
    /// `firstTextBaseline`, a custom id's name) on `axis`, in `bounds` (at the origin, so the answer
    /// is the guide's offset from the layout's leading or top edge); nil when it has no explicit value.
    func explicitAlignment(of guide: String, axis: Axis, in bounds: Rect, _ proposal: ProposedSize, subviews: CustomLayoutSubviews) throws(CustomLayoutError) -> Double?
    /// `spacing(subviews:cache:)`: the spacing the layout prefers around it.
    func spacing(subviews: CustomLayoutSubviews) throws(CustomLayoutError) -> CustomLayoutSpacing
    /// `layoutProperties.stackOrientation`.
    var stackOrientation: Axis? { get }
    /// The axes the layout defines `explicitAlignment` for.
    var explicitAlignmentAxes: Set<Axis> { get }
    /// Whether the layout defines `spacing(subviews:cache:)`.
    var definesSpacing: Bool { get }
}

extension CustomLayoutProgram {
    public var stackOrientation: Axis? { nil }
    public var explicitAlignmentAxes: Set<Axis> { [] }
    public var definesSpacing: Bool { false }
    public func explicitAlignment(of guide: String, axis: Axis, in bounds: Rect, _ proposal: ProposedSize, subviews: CustomLayoutSubviews) throws(CustomLayoutError) -> Double? { nil }
    public func spacing(subviews: CustomLayoutSubviews) throws(CustomLayoutError) -> CustomLayoutSpacing { CustomLayoutSpacing(.view) }
}

/// `ViewSpacing` as FrameLab models it: for each edge, the kind of view whose spacing preferences
/// it holds. The distance between two views along an axis is the platform's spacing for the pair
/// of kinds on the facing edges (`spacing.AXIS.text-text`, `text-other`, `other-other`), and 0
/// when either edge is `.zero` (`ViewSpacing.zero`, "zero on all edges", and a Spacer's).
/// `formUnion` keeps the larger requirement per edge (Apple: "the greater of its original value
/// or the other instance's value"): text over a plain view over zero.
public struct CustomLayoutSpacing: EdgeValues, Sendable, Hashable {
    public enum Preference: Int, Sendable, Comparable {
        case zero, view, text
        public static func < (a: Preference, b: Preference) -> Bool { a.rawValue < b.rawValue }
    }

    public var top: Preference
    public var leading: Preference
    public var bottom: Preference
    public var trailing: Preference

    public init(_ all: Preference) {
        top = all
        leading = all
        bottom = all
        trailing = all
    }

    /// `formUnion(_:edges:)`.
    public mutating func formUnion(_ other: CustomLayoutSpacing, edges: [Edge] = Edge.allCases) {
        for edge in edges { self[edge] = max(self[edge], other[edge]) }
    }

    /// "text on every edge", "other on top and bottom, text on leading and trailing".
    public var description: String {
        func name(_ preference: Preference) -> String {
            switch preference {
            case .zero: "zero"
            case .view: "other"
            case .text: "text"
            }
        }
        if top == leading && leading == bottom && bottom == trailing { return "\(name(top)) on every edge" }
        return Edge.allCases.map { "\($0.rawValue) \(name(self[$0]))" }.joined(separator: ", ")
    }
}

/// Why running a custom layout failed: the message and where in the layout's source.
public struct CustomLayoutError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String
    public var location: SourceLocation?

    public init(_ message: String, at location: SourceLocation? = nil) {
        self.message = message
        self.location = location
    }

    public var description: String { message }
}

/// A point in a view's own unit square (`.topLeading` is 0, 0; `.center` is 0.5, 0.5).
public struct UnitPoint: Sendable, Hashable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
}

/// The subviews of one run of a custom layout (SwiftUI's `LayoutSubviews`): answers size questions
/// through layout and records every question and placement, for `:why`. Lives for one call only.
public final class CustomLayoutSubviews {
    public let count: Int
    private let measure: (Int, ProposedSize) -> Size
    private let guideValue: (Int, Axis, String, Size) -> Double?
    private let spacings: [CustomLayoutSpacing]
    private let platformSpacing: (Axis, Bool, Bool) -> Double
    private let priorities: [Double]
    private let layoutValues: [[String]]
    /// The questions asked and the placements made, in order.
    public struct Record: Sendable {
        public var measurements: [CustomLayoutTrace.Measurement] = []
        public var placements: [CustomLayoutTrace.Placement] = []
        /// What the program said about how it ran (`updateCache`), for `:why`.
        public var notes: [String] = []
    }

    public private(set) var record = Record()

    init(
        count: Int, priorities: [Double], layoutValues: [[String]], spacings: [CustomLayoutSpacing],
        measure: @escaping (Int, ProposedSize) -> Size, guide: @escaping (Int, Axis, String, Size) -> Double?,
        platformSpacing: @escaping (Axis, Bool, Bool) -> Double
    ) {
        self.count = count
        self.priorities = priorities
        self.layoutValues = layoutValues
        self.spacings = spacings
        self.measure = measure
        self.guideValue = guide
        self.platformSpacing = platformSpacing
    }

    /// `subview.sizeThatFits(proposal)`.
    public func sizeThatFits(_ index: Int, _ proposal: ProposedSize) -> Size {
        let answer = measure(index, proposal)
        record.measurements.append(.init(index: index, proposal: proposal, answer: answer))
        return answer
    }

    /// `subview.spacing`.
    public func spacing(_ index: Int) -> CustomLayoutSpacing {
        spacings.indices.contains(index) ? spacings[index] : CustomLayoutSpacing(.view)
    }

    /// `a.distance(to: b, along: axis)`: the platform's spacing for the kinds on the facing edges
    /// (`a`'s trailing and `b`'s leading, or `a`'s bottom and `b`'s top), 0 next to a zero edge.
    public func distance(_ a: CustomLayoutSpacing, to b: CustomLayoutSpacing, along axis: Axis) -> Double {
        let (from, to) = axis == .horizontal ? (a.trailing, b.leading) : (a.bottom, b.top)
        if from == .zero || to == .zero { return 0 }
        return platformSpacing(axis, from == .text, to == .text)
    }

    /// `subview.dimensions(in:)[guide]` when the subview sets the guide (an `alignmentGuide`, a
    /// Text's baseline, through the modifiers that keep them); nil for the guide's default.
    public func explicitGuide(_ index: Int, _ axis: Axis, _ name: String, size: Size) -> Double? {
        guideValue(index, axis, name, size)
    }

    /// Records a sentence for `:why`.
    public func note(_ text: String) {
        if !record.notes.contains(text) { record.notes.append(text) }
    }

    /// `subview.priority`.
    public func priority(_ index: Int) -> Double { priorities[index] }

    /// The arguments of the `layoutValue(key:value:)` modifiers on a subview (`key: Rank.self, value: 2`),
    /// outermost first, as the front end wrote them.
    public func layoutValueArguments(_ index: Int) -> [String] { layoutValues[index] }

    /// `subview.place(at:anchor:proposal:)`.
    public func place(_ index: Int, at position: Point, anchor: UnitPoint, proposal: ProposedSize, location: SourceLocation?) {
        record.placements.append(.init(index: index, position: position, anchor: anchor, proposal: proposal, location: location))
    }
}
