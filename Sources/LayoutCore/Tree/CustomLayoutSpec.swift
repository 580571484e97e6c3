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
    private let spacingBetween: (Int, Int, Axis) -> Double
    private let priorities: [Double]
    private let layoutValues: [[String]]
    /// The questions asked and the placements made, in order.
    public struct Record: Sendable {
        public var measurements: [CustomLayoutTrace.Measurement] = []
        public var placements: [CustomLayoutTrace.Placement] = []
    }

    public private(set) var record = Record()

    init(count: Int, priorities: [Double], layoutValues: [[String]], measure: @escaping (Int, ProposedSize) -> Size, spacing: @escaping (Int, Int, Axis) -> Double) {
        self.count = count
        self.priorities = priorities
        self.layoutValues = layoutValues
        self.measure = measure
        self.spacingBetween = spacing
    }

    /// `subview.sizeThatFits(proposal)`.
    public func sizeThatFits(_ index: Int, _ proposal: ProposedSize) -> Size {
        let answer = measure(index, proposal)
        record.measurements.append(.init(index: index, proposal: proposal, answer: answer))
        return answer
    }

    /// `a.spacing.distance(to: b.spacing, along: axis)`: the platform's spacing between the two views.
    public func spacing(from a: Int, to b: Int, along axis: Axis) -> Double {
        spacingBetween(a, b, axis)
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
