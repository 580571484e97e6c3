/// `frame(width:height:alignment:)`. A nil axis passes the parent's proposal through.
public struct FixedFrame: Sendable, Hashable {
    public var width: Double?
    public var height: Double?
    public var alignment: Alignment

    public init(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
public struct FlexibleFrame: Sendable, Hashable {
    public var minWidth: Double?
    public var idealWidth: Double?
    public var maxWidth: Double?
    public var minHeight: Double?
    public var idealHeight: Double?
    public var maxHeight: Double?
    public var alignment: Alignment

    public init(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }

    /// The (min, ideal, max) triple for one axis.
    public func bounds(_ axis: Axis) -> (min: Double?, ideal: Double?, max: Double?) {
        axis == .horizontal ? (minWidth, idealWidth, maxWidth) : (minHeight, idealHeight, maxHeight)
    }
}

/// `containerRelativeFrame` in any of its three forms.
public struct ContainerRelativeFrame: Sendable, Hashable {
    public var axes: AxisSet
    public var alignment: Alignment
    public var rule: ContainerLengthRule
    /// The lengths come from the nearest enclosing GeometryReader's size, not a container's
    /// (`.frame(width: proxy.size.width * 0.5)`, written as this frame by the front end).
    public var measuresReader: Bool

    public init(axes: AxisSet, alignment: Alignment = .center, rule: ContainerLengthRule = .fullLength, measuresReader: Bool = false) {
        self.axes = axes
        self.alignment = alignment
        self.rule = rule
        self.measuresReader = measuresReader
    }
}

/// How a container length becomes the frame length on one axis.
public enum ContainerLengthRule: Sendable, Hashable {
    /// `containerRelativeFrame(_:alignment:)`: the whole usable length.
    case fullLength
    /// `containerRelativeFrame(_:count:span:spacing:alignment:)`.
    case grid(count: Int, span: Int, spacing: Double)
    /// `containerRelativeFrame(_:alignment:_:)`: a closure of (length, axis).
    case closure(LengthClosure)
}

/// The closure of `containerRelativeFrame(_:alignment:_:)`, with its source for display.
public struct LengthClosure: Sendable, Hashable {
    public var source: String
    public var evaluate: @Sendable (Double, Axis) throws -> Double
    /// Where the closure was written; problems evaluating it are reported there.
    public var location: SourceLocation?

    public init(source: String, location: SourceLocation? = nil, evaluate: @escaping @Sendable (Double, Axis) throws -> Double) {
        self.source = source
        self.location = location
        self.evaluate = evaluate
    }

    public static func == (a: LengthClosure, b: LengthClosure) -> Bool { a.source == b.source }
    public func hash(into hasher: inout Hasher) { hasher.combine(source) }
}
