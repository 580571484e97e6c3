/// Which figure of a profile a provenance (`LayoutEnvironment.metricOrigins`, a device's
/// `origins`) or an estimate note (`approximateFigures`) is about. The key is a value, not a
/// string built in one file and taken apart in another: the loader records `.safeArea(.top)` and
/// `:why` asks for `.safeArea(edge)`.
public enum FigureKey: Hashable, Sendable, CustomStringConvertible {
    /// A named metric (`metrics:` of a device or `defaults:` of a kind: `tabBar`,
    /// `list.insetGrouped.rowHeight`).
    case metric(String)
    /// The safe area's inset on one edge (`safeArea: {top: 59}`).
    case safeArea(Edge)
    /// The device's default padding and spacing (`defaultPadding:`, `defaultSpacing:`).
    case defaultPadding
    case defaultSpacing
    /// The device's `screen:` width (`.horizontal`) or height (`.vertical`), as written.
    case screen(Axis)
    /// An orientation's window width or height: the screen's, turned in landscape.
    case windowSize(Axis)
    /// An orientation's `sizeClass: {horizontal:, vertical:}`.
    case sizeClass(Axis)
    /// The split view's `sidebar` or `content` column width.
    case splitViewColumn(SplitViewColumn)
    /// A named window of the orientation (`windows: {slideOver: …}`).
    case namedWindow(String)
    /// One of the device's own fields (`idiom`, `scale`, `rotates`, `displayName`).
    case deviceField(DeviceField)

    /// The split view columns a profile sizes.
    public enum SplitViewColumn: String, Sendable, Hashable, CaseIterable {
        case sidebar, content
    }

    /// A device's fields that are neither metrics nor per-orientation figures.
    public enum DeviceField: String, Sendable, Hashable, CaseIterable {
        case idiom, scale, rotates, displayName
    }

    /// The key of a figure's name as a profile writes it under `approximate:` (`tabBar`,
    /// `safeArea.top`, `sizeClass.vertical`, `defaultPadding`): a safe-area edge, a size class or
    /// a device default by its name, any other name a metric. The one place a written name
    /// becomes a key.
    public init(profileName name: String) {
        let named: [FigureKey] = [.defaultPadding, .defaultSpacing] + Edge.allCases.map(FigureKey.safeArea) + Axis.allCases.map(FigureKey.sizeClass)
        self = named.first { $0.description == name } ?? .metric(name)
    }

    /// The figure's name as a profile writes it (`tabBar`, `safeArea.top`, `screen.width`).
    public var description: String {
        switch self {
        case .metric(let name): name
        case .safeArea(let edge): "safeArea.\(edge.rawValue)"
        case .defaultPadding: "defaultPadding"
        case .defaultSpacing: "defaultSpacing"
        case .screen(let axis): "screen.\(axis == .horizontal ? "width" : "height")"
        case .windowSize(let axis): "size.\(axis == .horizontal ? "width" : "height")"
        case .sizeClass(let axis): "sizeClass.\(axis.rawValue)"
        case .splitViewColumn(let column): "splitView.\(column.rawValue)"
        case .namedWindow(let name): "windows.\(name)"
        case .deviceField(let field): field.rawValue
        }
    }
}
