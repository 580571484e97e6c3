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
    public var origin: ProfileOrigin?

    public init(
        condition: BarCondition = BarCondition(), adaptsTo: String? = nil, width: PresentationLength = .window,
        height: PresentationLength = .window, placement: PresentationPlacement = .center, topGap: String? = nil,
        origin: ProfileOrigin? = nil
    ) {
        self.condition = condition
        self.adaptsTo = adaptsTo
        self.width = width
        self.height = height
        self.placement = placement
        self.topGap = topGap
        self.origin = origin
    }
}

/// One side of a presentation's frame.
public enum PresentationLength: Sendable, Hashable {
    /// The whole window (screen) length.
    case window
    /// The content's ideal length (a popover sizes itself to its content).
    case ideal
    /// The largest of the content's `presentationDetents` (heights only).
    case detents
    /// A device metric; a width the content asks for (`inspectorColumnWidth`) wins.
    case metric(String)

    /// The spelling used in profiles.
    public var name: String {
        switch self {
        case .window: "window"
        case .ideal: "ideal"
        case .detents: "detents"
        case .metric(let metric): metric
        }
    }

    public init(name: String) {
        switch name {
        case "window": self = .window
        case "ideal": self = .ideal
        case "detents": self = .detents
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
}
