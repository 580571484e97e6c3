/// How a presentation kind (`sheet`, `fullScreenCover`, `popover`, `inspector`) takes its place on
/// the screen, as data: the first rule whose condition holds decides. The presented content is then
/// laid out as the root of that frame, whose safe area is the part of the screen's safe-area insets
/// the frame overlaps.
public struct PresentationRule: Sendable, Hashable {
    public var condition: BarCondition
    /// Present as another presentation kind instead (a popover on a compact iPhone is a sheet);
    /// a `.presentationCompactAdaptation(…)` in the content overrides it.
    public var adaptsTo: String?
    public var width: PresentationLength
    public var height: PresentationLength
    public var placement: PresentationPlacement
    /// Metric naming the gap between the top of the screen's safe area and a full-height sheet.
    public var topGap: String?
    /// The content's `.presentationSizing(…)` values this rule is for (`form`, `page`, `fitted`,
    /// `automatic`); nil is any.
    public var sizing: [String]?
    /// Metric naming how far a sheet below its large detent floats in from the screen's sides and
    /// bottom (iOS 26); absent or 0: the sheet is attached to the edges.
    public var floatingInset: String?
    /// Whether the main content is laid out beside the presentation (an inspector column narrows it).
    public var narrowsMain: Bool
    /// For `anchored` placement: the metric naming the arrow's length, and the one naming the
    /// nearest a popover comes to the window's edges.
    public var arrow: String?
    public var margin: String?
    public var origin: ProfileOrigin?

    public init(
        condition: BarCondition = BarCondition(), adaptsTo: String? = nil, width: PresentationLength = .window,
        height: PresentationLength = .window, placement: PresentationPlacement = .center, topGap: String? = nil,
        sizing: [String]? = nil, floatingInset: String? = nil, narrowsMain: Bool = false, arrow: String? = nil,
        margin: String? = nil, origin: ProfileOrigin? = nil
    ) {
        self.condition = condition
        self.adaptsTo = adaptsTo
        self.width = width
        self.height = height
        self.placement = placement
        self.topGap = topGap
        self.sizing = sizing
        self.floatingInset = floatingInset
        self.narrowsMain = narrowsMain
        self.arrow = arrow
        self.margin = margin
        self.origin = origin
    }
}

/// One side of a presentation's frame.
public enum PresentationLength: Sendable, Hashable {
    /// The whole window (screen) length.
    case window
    /// The content's ideal length (a popover sizes itself to its content).
    case ideal
    /// The smallest of the content's `presentationDetents` (where the sheet opens), or the selected one.
    case detents
    /// The large detent's height: the window below the top safe area and the top gap.
    case large
    /// A device metric; a width the content asks for (`inspectorColumnWidth`) wins.
    case metric(String)

    /// The spelling used in profiles.
    public var name: String {
        switch self {
        case .window: "window"
        case .ideal: "ideal"
        case .detents: "detents"
        case .large: "large"
        case .metric(let metric): metric
        }
    }

    /// The device metric this length reads, if any.
    public var metricName: String? {
        if case .metric(let name) = self { return name }
        return nil
    }

    public init(name: String) {
        switch name {
        case "window": self = .window
        case "ideal": self = .ideal
        case "detents": self = .detents
        case "large": self = .large
        default: self = .metric(name)
        }
    }
}

/// Where a presentation's frame sits in the window.
public enum PresentationPlacement: String, Sendable, Hashable, CaseIterable {
    /// Centred (a form sheet, a popover).
    case center
    /// Along the bottom edge (a sheet rising from the bottom).
    case bottom
    /// Along the trailing edge, full height (an inspector column).
    case trailing
    /// Next to the view it is attached to, on the side its arrow points from (a popover).
    case anchored
}
