/// One `GridItem` of a `LazyVGrid`'s columns or a `LazyHGrid`'s rows.
public struct GridItemSpec: Sendable, Hashable {
    /// `GridItem.Size`.
    public enum Sizing: Sendable, Hashable {
        case fixed(Double)
        /// SwiftUI's defaults: `minimum: 10, maximum: .infinity`.
        case flexible(minimum: Double, maximum: Double)
        /// SwiftUI's default maximum is `.infinity`.
        case adaptive(minimum: Double, maximum: Double)
    }

    public var sizing: Sizing
    /// The space after this item (and between an adaptive item's tracks); nil is 8.
    public var spacing: Double?
    /// How a cell sits in its track; nil takes the grid's alignment.
    public var alignment: Alignment?

    public init(_ sizing: Sizing = .flexible(minimum: 10, maximum: .infinity), spacing: Double? = nil, alignment: Alignment? = nil) {
        self.sizing = sizing
        self.spacing = spacing
        self.alignment = alignment
    }

    /// The Swift spelling, `GridItem(.adaptive(minimum: 80))`.
    public var swiftSpelling: String {
        func bound(_ value: Double) -> String { value.isInfinite ? ".infinity" : formatLength(value) }
        var text: String
        switch sizing {
        case .fixed(let length): text = ".fixed(\(formatLength(length)))"
        case .flexible(let minimum, let maximum):
            text = ".flexible(minimum: \(bound(minimum)), maximum: \(bound(maximum)))"
        case .adaptive(let minimum, let maximum):
            text = ".adaptive(minimum: \(bound(minimum))" + (maximum.isInfinite ? ")" : ", maximum: \(bound(maximum)))")
        }
        if let spacing { text += ", spacing: \(formatLength(spacing))" }
        return "GridItem(\(text))"
    }
}

/// `LazyVGrid(columns:alignment:spacing:pinnedViews:)` (axis vertical: tracks are columns, the
/// grid grows down) and `LazyHGrid(rows:…)` (axis horizontal: tracks are rows, it grows across).
public struct LazyGridSpec: Sendable, Hashable {
    /// The axis the grid grows along.
    public var axis: Axis
    public var items: [GridItemSpec]
    /// The alignment of cells in their tracks (across the growth axis): horizontal for a
    /// LazyVGrid, vertical for a LazyHGrid, as a fraction (leading/top 0, centre ½).
    public var alignment: Alignment
    /// Space between rows (LazyVGrid) or columns (LazyHGrid); nil is 8.
    public var spacing: Double?
    /// `pinnedViews` names section headers/footers; they pin only while scrolling.
    public var pinnedViews: [String]

    public init(axis: Axis, items: [GridItemSpec], alignment: Alignment = .center, spacing: Double? = nil, pinnedViews: [String] = []) {
        self.axis = axis
        self.items = items
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
    }

    public var viewName: String { axis == .vertical ? "LazyVGrid" : "LazyHGrid" }

    /// What a track is called in explanations: `column` or `row`.
    public var trackName: String { axis == .vertical ? "column" : "row" }
}

/// `Grid(alignment:horizontalSpacing:verticalSpacing:)`.
public struct GridSpec: Sendable, Hashable {
    public var alignment: Alignment
    /// nil is the default spacing (8).
    public var horizontalSpacing: Double?
    public var verticalSpacing: Double?

    public init(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }
}

/// What the grid-cell modifiers (`gridCellColumns`, `gridColumnAlignment`, `gridCellAnchor`,
/// `gridCellUnsizedAxes`) tell an enclosing `Grid` about one cell; chained ones merge.
public struct GridCellSpec: Sendable, Hashable {
    public var columns: Int?
    public var columnAlignment: HorizontalAlignment?
    /// A unit point: (0, 0) top leading, (1, 1) bottom trailing.
    public var anchor: Point?
    public var unsizedAxes: AxisSet
    /// A section header or footer in a LazyVGrid/LazyHGrid: a line of its own across every track.
    public var isSectionSupplement: Bool

    public init(columns: Int? = nil, columnAlignment: HorizontalAlignment? = nil, anchor: Point? = nil, unsizedAxes: AxisSet = [], isSectionSupplement: Bool = false) {
        self.isSectionSupplement = isSectionSupplement
        self.columns = columns
        self.columnAlignment = columnAlignment
        self.anchor = anchor
        self.unsizedAxes = unsizedAxes
    }

    /// This spec with `other`'s settings laid over it (the outer modifier wins).
    public func merging(_ other: GridCellSpec) -> GridCellSpec {
        GridCellSpec(columns: other.columns ?? columns, columnAlignment: other.columnAlignment ?? columnAlignment,
                     anchor: other.anchor ?? anchor, unsizedAxes: unsizedAxes.union(other.unsizedAxes),
                     isSectionSupplement: isSectionSupplement || other.isSectionSupplement)
    }
}
