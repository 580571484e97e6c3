/// The record of one `containerRelativeFrame`: which container it measured, why, and the arithmetic.
public struct ContainerResolution: Sendable, Hashable {
    /// Each ancestor from the view upward, until (and including) the chosen container.
    public var visited: [AncestorVisit]
    public var container: ContainerReference
    /// The container's size before subtractions (its visible frame).
    public var containerSize: Size
    public var subtractions: [SizeSubtraction]
    /// The size the container provides: `containerSize` minus the subtractions.
    public var usableSize: Size
    /// One entry per listed axis.
    public var axes: [AxisComputation]
    /// What the frame proposed to its child, and what the child answered.
    public var proposalToChild: ProposedSize
    public var childSize: Size
    public var frame: Rect
    public var warnings: [String]
}

/// One ancestor met while searching for the nearest container.
public struct AncestorVisit: Sendable, Hashable {
    public enum Verdict: Sendable, Hashable {
        /// Not a container (a stack, a frame, …).
        case notAContainer
        /// The view sits in this overlay/background; its primary (`primaryID`) is not an ancestor.
        case secondaryOf(primaryID: Int, primaryType: String, primaryIsContainer: Bool)
        /// A container kind that does not provide a size (its profile says so), or a list passed by.
        case passedBy(reason: String)
        case chosen
    }

    public var nodeID: Int
    public var typeName: String
    public var name: String?
    public var verdict: Verdict
}

/// The container a `containerRelativeFrame` measured.
public struct ContainerReference: Sendable, Hashable {
    /// Node id, or nil for the window.
    public var nodeID: Int?
    /// `window`, `NavigationStack`, `NavigationSplitView`, …
    public var typeName: String
    public var kindID: String
    /// The column of a split view or the tab index, when the container is one.
    public var part: String?
    /// The profile that made this kind a container.
    public var origin: ProfileOrigin?

    /// `NavigationSplitView (detail column)`, `TabView (tab 1)`, `window`.
    public var displayName: String {
        part.map { "\(typeName) (\($0))" } ?? typeName
    }
}

/// One amount taken off a container's size.
public struct SizeSubtraction: Sendable, Hashable {
    public enum Reason: Sendable, Hashable {
        case safeArea
        case bar(metric: String, bar: BarPlacement)
        case safeAreaPadding(nodeID: Int)
        /// `contentMargins` on a scroll view (for its content).
        case contentMargins(nodeID: Int)
    }

    public var edge: Edge
    public var amount: Double
    public var reason: Reason
    public var origin: ProfileOrigin?
}

/// The arithmetic on one axis: `(393 − 10 × 2) / 3 × 1 + 10 × 0 = 124.33`.
public struct AxisComputation: Sendable, Hashable {
    public var axis: Axis
    public var containerLength: Double
    public var formula: String
    public var result: Double
}

/// What a container node provides to `containerRelativeFrame` in its content.
public struct ContainerGeometry: Sendable, Hashable {
    /// The frame from layout (where the parent placed it).
    public var layoutFrame: Rect
    /// The frame extended into the safe-area edges it reaches.
    public var visibleFrame: Rect
    public var subtractions: [SizeSubtraction]
    public var usableSize: Size
    /// The safe-area insets its content sees (including bars).
    public var contentInsets: EdgeInsets
}
