import LayoutCore
import Testing

/// Container kinds built in code, as the shipped profiles define them (Containers/*.yaml).
enum Kinds {
    static let navigationBar = BarPlacement.navigationBar
    static let inlineBar = BarRule(edge: .top, metric: DeviceMetric.navigationBarInline, bar: .navigationBar, condition: BarCondition(titleDisplayModes: [.inline]))
    static let largeBar = BarRule(edge: .top, metric: DeviceMetric.navigationBarLarge, bar: .navigationBar, condition: BarCondition(titleDisplayModes: [.large]))
    static let columnBar = BarRule(edge: .top, metric: DeviceMetric.navigationBarInline, bar: .navigationBar)
    static let tabBar = BarRule(edge: .bottom, metric: DeviceMetric.tabBar, bar: .tabBar)

    static let navigationStack = ContainerKind(id: "NavigationStack", viewNames: ["NavigationStack", "NavigationView"], strategy: .singleContent, contentSafeAreaBars: [inlineBar, largeBar])
    static let navigationSplitView = ContainerKind(id: "NavigationSplitView", strategy: .splitColumns, barSubtractions: [columnBar], contentSafeAreaBars: [columnBar])
    static let tabView = ContainerKind(id: "TabView", strategy: .tabs, barSubtractions: [tabBar], contentSafeAreaBars: [tabBar])
    static let scrollView = ContainerKind(id: "ScrollView", strategy: .scroll(axes: .vertical))
    static let list = ContainerKind(id: "List", strategy: .list, list: ListBehaviour())
    static let form = ContainerKind(id: "Form", strategy: .list, providesContainerSize: false, list: ListBehaviour())
}

/// Environments from ../shared/reference/device-metrics.md.
enum Environments {
    /// iPhone 15 Pro portrait: 393×852, insets 59/0/34/0 (DF, QMUI, CSL); nav bar 44, large 96,
    /// tab bar 49 (QMUI, HN-12).
    static let iPhone15Pro = LayoutEnvironment(
        windowSize: Size(width: 393, height: 852),
        safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0),
        metrics: phoneMetrics, idiom: .phone,
        description: EnvironmentDescription(deviceID: "iphone-15-pro", displayName: "iPhone 15 Pro")).withTestFont
    /// Landscape: 852×393, insets 0/59/21/59 (device-metrics.md §2).
    static let iPhone15ProLandscape = LayoutEnvironment(
        windowSize: Size(width: 852, height: 393),
        safeAreaInsets: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59),
        metrics: phoneMetrics, idiom: .phone, horizontalSizeClass: .compact, verticalSizeClass: .compact,
        description: EnvironmentDescription(deviceID: "iphone-15-pro", displayName: "iPhone 15 Pro", orientation: .landscape)).withTestFont
    /// iPhone SE (3rd generation) portrait: 375×667, insets 20/0/0/0 (SST, DF).
    static let iPhoneSE = LayoutEnvironment(
        windowSize: Size(width: 375, height: 667),
        safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
        metrics: phoneMetrics, idiom: .phone,
        description: EnvironmentDescription(deviceID: "iphone-se-3", displayName: "iPhone SE")).withTestFont
    /// iPad Pro 11" (2018–22) landscape: 1194×834, insets 24/0/20/0, nav bar 50 (HN-12, KS, SST);
    /// sidebar 320 (inferred, device-metrics.md §8).
    static let iPadPro11Landscape = LayoutEnvironment(
        windowSize: Size(width: 1194, height: 834),
        safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
        metrics: [DeviceMetric.navigationBarInline: 50, DeviceMetric.navigationBarLarge: 102, DeviceMetric.tabBar: 45, DeviceMetric.toolbar: 50, DeviceMetric.statusBar: 24],
        idiom: .pad, horizontalSizeClass: .regular, verticalSizeClass: .regular,
        splitView: SplitViewMetrics(sidebarWidth: 320, contentWidth: 320),
        description: EnvironmentDescription(deviceID: "ipad-pro-11", displayName: "iPad Pro 11", orientation: .landscape)).withTestFont

    static let phoneMetrics: [String: Double] = [
        DeviceMetric.navigationBarInline: 44, DeviceMetric.navigationBarLarge: 96,
        DeviceMetric.tabBar: 49, DeviceMetric.toolbar: 44, DeviceMetric.statusBar: 54,
    ]

    static func window(_ width: Double, _ height: Double) -> LayoutEnvironment { LayoutEnvironment.window(width: width, height: height).withTestFont }
}

/// Lays out `root` in `env`, measuring text with `TestFont.inter` when `env` has no font table.
func frames(_ root: ViewNode, in env: LayoutEnvironment) -> LayoutResult {
    LayoutEngine.layout(root, in: env.textFont == .unmeasured ? env.withTestFont : env)
}

extension LayoutResult {
    func frame(_ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Rect {
        let matches = nodes(named: name)
        #expect(matches.count == 1, "expected one node named \(name), found \(matches.count)", sourceLocation: sourceLocation)
        return matches.first?.frame ?? Rect(x: .nan, y: .nan, width: .nan, height: .nan)
    }
}

/// Frames compare with a tolerance of 0.01 pt (the simulator keeps unrounded doubles).
func expectFrame(_ actual: Rect, x: Double? = nil, y: Double? = nil, width: Double? = nil, height: Double? = nil, tolerance: Double = 0.01, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    func check(_ label: String, _ got: Double, _ want: Double?) {
        guard let want else { return }
        #expect(abs(got - want) <= tolerance, "\(label): expected \(want), got \(got)", sourceLocation: sourceLocation)
    }
    check("x", actual.minX, x)
    check("y", actual.minY, y)
    check("width", actual.width, width)
    check("height", actual.height, height)
}
