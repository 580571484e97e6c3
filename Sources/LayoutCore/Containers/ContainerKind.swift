/// The behaviour of a kind of container, as data. The engine never switches on a container's
/// name: everything it does with a NavigationStack, a TabView or a user's own `Sheet` comes from here.
public struct ContainerKind: Sendable, Hashable {
    public var id: String
    /// Names the kind answers to in SwiftUI source (`NavigationStack`, `NavigationView`).
    public var viewNames: [String]
    public var summary: String
    public var strategy: LayoutStrategy
    /// Whether `containerRelativeFrame` measures this container (otherwise the search passes it by).
    public var providesContainerSize: Bool
    /// Whether its visible frame extends into safe-area edges its layout frame touches.
    public var extendsIntoSafeArea: Bool
    /// Safe-area edges whose insets are subtracted from the size it provides.
    public var subtractedSafeAreaEdges: EdgeSet
    /// Bars subtracted from the size it provides to `containerRelativeFrame`.
    public var barSubtractions: [BarRule]
    /// Bars added to its content's safe area (the content is laid out below a navigation bar).
    public var contentSafeAreaBars: [BarRule]
    /// Row layout for lists.
    public var list: ListBehaviour?
    /// For presentation kinds (sheet, popover, …): where the presented content is put on the screen.
    public var presentation: [PresentationRule] = []
    /// The profile that defined the kind, for explanations.
    public var origin: ProfileOrigin?
    /// Where each top-level key was written (`.providesContainerSize`, `.strategy`, …), for `:why`.
    public var keyOrigins: [Field: ProfileOrigin] = [:]

    /// The top-level keys of a container kind's profile whose origins `:why` cites.
    public enum Field: String, Sendable, Hashable, CaseIterable {
        case id, extends, strategy, viewNames, summary, scrollAxes, providesContainerSize, extendsIntoSafeArea
        case subtractedSafeAreaEdges, barSubtractions, contentSafeArea, list, presentation
    }

    public init(
        id: String, viewNames: [String]? = nil, summary: String = "", strategy: LayoutStrategy,
        providesContainerSize: Bool = true, extendsIntoSafeArea: Bool = true,
        subtractedSafeAreaEdges: EdgeSet = .all, barSubtractions: [BarRule] = [],
        contentSafeAreaBars: [BarRule] = [], list: ListBehaviour? = nil, origin: ProfileOrigin? = nil
    ) {
        self.id = id
        self.viewNames = viewNames ?? [id]
        self.summary = summary
        self.strategy = strategy
        self.providesContainerSize = providesContainerSize
        self.extendsIntoSafeArea = extendsIntoSafeArea
        self.subtractedSafeAreaEdges = subtractedSafeAreaEdges
        self.barSubtractions = barSubtractions
        self.contentSafeAreaBars = contentSafeAreaBars
        self.list = list
        self.origin = origin
    }
}

/// How a container arranges its children.
public enum LayoutStrategy: Sendable, Hashable {
    /// A window: the content is proposed the window's safe area and centred in it.
    case rootWindow
    /// One content view in the container's safe area (NavigationStack, a sheet).
    case singleContent
    /// Each child is a column (two children: sidebar, detail; three: sidebar, content, detail).
    case splitColumns
    /// Each child is a tab laid out in the full container.
    case tabs
    /// A scroll view; content is proposed nil along the scroll axes.
    case scroll(axes: AxisSet)
    /// A scrolling list of rows.
    case list

    /// The name used in profiles.
    public var name: String {
        switch self {
        case .rootWindow: "window"
        case .singleContent: "single-content"
        case .splitColumns: "split-columns"
        case .tabs: "tabs"
        case .scroll: "scroll"
        case .list: "list"
        }
    }
}

/// Where a profile value came from.
public struct ProfileOrigin: Sendable, Hashable, Codable {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int = 1) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line)" }
}
