/// A bar a container subtracts from its size or adds to its content's safe area: an edge, a device
/// metric (such as `navigationBar.inline` or `tabBar`) and an optional condition.
public struct BarRule: Sendable, Hashable {
    public var edge: Edge
    /// Name of a device metric (`DeviceMetric`), looked up in the `LayoutEnvironment`.
    public var metric: String
    /// The bar this is, so `toolbar(.hidden, for:)` can remove it.
    public var bar: BarPlacement
    public var condition: BarCondition
    public var origin: ProfileOrigin?

    public init(edge: Edge, metric: String, bar: BarPlacement, condition: BarCondition = BarCondition(), origin: ProfileOrigin? = nil) {
        self.edge = edge
        self.metric = metric
        self.bar = bar
        self.condition = condition
        self.origin = origin
    }
}

/// When a bar rule applies; nil fields match anything.
public struct BarCondition: Sendable, Hashable {
    public var idioms: Set<Idiom>?
    public var horizontalSizeClass: SizeClass?
    public var verticalSizeClass: SizeClass?
    public var titleDisplayModes: Set<TitleDisplayMode>?
    /// Toolbar item placements (`bottomBar`, `status`) the content must use for the bar to show.
    public var toolbarItems: Set<String>?

    public init(
        idioms: Set<Idiom>? = nil, horizontalSizeClass: SizeClass? = nil,
        verticalSizeClass: SizeClass? = nil, titleDisplayModes: Set<TitleDisplayMode>? = nil
    ) {
        self.idioms = idioms
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.titleDisplayModes = titleDisplayModes
    }

    public init(toolbarItems: Set<String>) {
        self.toolbarItems = toolbarItems
    }

    public var isUnconditional: Bool {
        idioms == nil && horizontalSizeClass == nil && verticalSizeClass == nil && titleDisplayModes == nil && toolbarItems == nil
    }
}

/// The well-known device metric names that profiles define and bar rules name.
public enum DeviceMetric {
    public static let navigationBarInline = "navigationBar.inline"
    public static let navigationBarLarge = "navigationBar.large"
    public static let tabBar = "tabBar"
    public static let toolbar = "toolbar"
    public static let statusBar = "statusBar"

    public static let all = [navigationBarInline, navigationBarLarge, tabBar, toolbar, statusBar]
}
