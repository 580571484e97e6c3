import LayoutCore
import Testing
@testable import Profiles

/// The shipped `Containers/` and `Devices/`, checked against ../shared/reference/device-metrics.md
/// and layout-semantics.md (source keys as named there).
@Suite struct ShippedProfilesTests {
    let result = loadShipped()
    var registry: ProfileRegistry { result.registry }

    @Test func shippedProfilesValidateCleanly() {
        #expect(result.diagnostics.map(\.description) == [])
    }

    @Test func shipsEveryRequiredDeviceAndKind() {
        let devices = ["iphone-se-3", "iphone-13-mini", "iphone-15", "iphone-15-pro", "iphone-15-pro-max", "iphone-16-pro", "iphone-16-pro-max", "ipad-mini-6", "ipad-pro-11", "ipad-pro-13", "mac-window"]
        for id in devices { #expect(registry.devices[id] != nil, "missing \(id)") }
        for id in ["window", "NavigationStack", "NavigationSplitView", "TabView", "ScrollView", "List", "Form"] {
            #expect(registry.containerKinds[id] != nil, "missing \(id)")
        }
        #expect(registry.devices[ProfileRegistry.defaultDeviceID] != nil)
        #expect(Set(registry.entries.filter { $0.kind == .platform }.map(\.id)) == ["ios", "ipados", "macos", "watchos", "tvos", "visionos"])
    }

    /// The figures of device-metrics.md were measured on iOS 17.
    let ios17 = OperatingSystem(.ios, 17)

    @Test func iPhone15ProPortrait() throws {
        // RIC, DF: 393x852; DF, QMUI, CSL: 59/0/34/0; QMUI: tab bar 49 above the home indicator, status bar 54.
        let environment = try registry.environment(for: DeviceSelection(os: ios17))
        #expect(environment.windowSize == Size(width: 393, height: 852))
        #expect(environment.safeAreaInsets == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        #expect(environment.metrics[DeviceMetric.tabBar] == 49)
        #expect(environment.metrics[DeviceMetric.navigationBarInline] == 44)
        #expect(environment.metrics[DeviceMetric.navigationBarLarge] == 96)
        #expect(environment.metrics[DeviceMetric.statusBar] == 54)
        #expect(environment.idiom == .phone)
        #expect(environment.horizontalSizeClass == .compact && environment.verticalSizeClass == .regular)
        #expect(environment.description == EnvironmentDescription(deviceID: "iphone-15-pro", displayName: "iPhone 15 Pro", orientation: .portrait, os: "ios17", osDisplayName: "iOS 17"))
        // FBM-CRF: TabView usable height on iPhone 15 Pro = 852 - 59 - 34 - 49 = 710.
        let tabView = try #require(registry.containerKind(forViewName: "TabView"))
        let phoneBars = tabView.barSubtractions.filter { $0.condition.idioms?.contains(.phone) ?? true }
        let bars = phoneBars.map { environment.metrics[$0.metric] ?? 0 }.reduce(0, +)
        #expect(environment.windowSize.height - environment.safeAreaInsets.sum(along: .vertical) - bars == 710)
    }

    @Test func iPhone15ProLandscape() throws {
        // DF, QMUI, CSL: landscape 0/59/21/59; QMUI: 44-pt bars in landscape on Dynamic Island phones.
        let environment = try registry.environment(for: DeviceSelection(orientation: .landscape, os: ios17))
        #expect(environment.windowSize == Size(width: 852, height: 393))
        #expect(environment.safeAreaInsets == EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
        #expect(environment.metrics[DeviceMetric.statusBar] == 0)
        #expect(environment.metrics[DeviceMetric.navigationBarInline] == 44)
        #expect(environment.verticalSizeClass == .compact)
    }

    @Test func metricOriginsPointAtTheirFiles() throws {
        let environment = try registry.environment(for: DeviceSelection(orientation: .landscape, os: ios17))
        let statusBar = try #require(environment.metricOrigins[.metric(DeviceMetric.statusBar)])
        #expect(statusBar.file.hasSuffix("Devices/platform-ios.yaml"))   // the platform's landscape section
        let tabBar = try #require(environment.metricOrigins[.metric(DeviceMetric.tabBar)])
        #expect(tabBar.file.hasSuffix("Devices/iphone-15-pro.yaml"))
        let portrait = try registry.environment(for: DeviceSelection())
        #expect(try #require(portrait.metricOrigins[.metric(DeviceMetric.toolbar)]).file.hasSuffix("Devices/platform-ios.yaml"))
        let device = try #require(registry.devices["iphone-15-pro"])
        #expect(device.portrait.origins[.safeArea(.top)]?.line == 9)
        #expect(device.extendsChain == ["ios"])
    }

    @Test func smallPhonesUseCompactBarsInLandscape() throws {
        // UYL-X, QMUI: 32-pt navigation bar; HN-12: 32-pt tab bar; SST: no insets in landscape.
        let environment = try registry.environment(for: DeviceSelection(deviceID: "iphone-se-3", orientation: .landscape))
        #expect(environment.windowSize == Size(width: 667, height: 375))
        #expect(environment.safeAreaInsets == .zero)
        #expect(environment.metrics[DeviceMetric.navigationBarInline] == 32)
        #expect(environment.metrics[DeviceMetric.tabBar] == 32)
    }

    @Test func maxPhonesAreRegularWidthInLandscape() throws {
        // SST Max/Plus traits (inferred for the 16 Pro Max); DF, QMUI: 440x956, 62/34.
        let device = try #require(registry.devices["iphone-16-pro-max"])
        #expect(device.screen == Size(width: 440, height: 956))
        #expect(device.portrait.safeArea.top == 62)
        #expect(device.landscape.horizontalSizeClass == .regular)
    }

    @Test func iPadPro11() throws {
        // DF: 834x1210, 24/0/20/0; HN-12, QMUI: 50-pt navigation bar; SST: regular/regular.
        let environment = try registry.environment(for: DeviceSelection(deviceID: "ipad-pro-11", os: ios17))
        #expect(environment.windowSize == Size(width: 834, height: 1210))
        #expect(environment.safeAreaInsets == EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0))
        #expect(environment.metrics[DeviceMetric.navigationBarInline] == 50)
        #expect(environment.idiom == .pad)
        #expect(environment.horizontalSizeClass == .regular)
        #expect(environment.splitView.sidebarWidth == 320)
    }

    @Test func iPadNamedWindows() throws {
        // SST iPadPro11 (834 wide): portrait 1/3 = 320, compact; the window keeps the top and bottom insets.
        let environment = try registry.environment(for: DeviceSelection(deviceID: "ipad-pro-11", window: .named("split-1/3"), column: .detail, os: ios17))
        #expect(environment.windowSize == Size(width: 320, height: 1210))
        #expect(environment.safeAreaInsets == EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0))
        #expect(environment.horizontalSizeClass == .compact)
        #expect(environment.splitView.visibleColumn == .detail)
        #expect(environment.description.windowName == "split-1/3")
        // HN-mini: iPad mini 6 landscape, the wider app is 748 points and regular (Split View: iPadOS 17/18).
        let mini = try registry.environment(for: DeviceSelection(deviceID: "ipad-mini-6", orientation: .landscape, window: .named("split-2/3"), os: OperatingSystem(.ios, 18)))
        #expect(mini.windowSize == Size(width: 748, height: 744))
        #expect(mini.horizontalSizeClass == .regular)
        let device = try #require(registry.devices["ipad-pro-13"])
        #expect(device.windowNames(for: .landscape, os: ios17) == ["slide-over", "split-1/2", "split-1/3", "split-2/3"])
        // iPadOS 26 has no Split View: an older iPad lists only the iPadOS 26 tiles (1376 / 2 = 688).
        #expect(device.windowNames(for: .landscape, os: OperatingSystem(.ios, 26)) == ["half", "quarter", "third", "two-thirds"])
        #expect(device.windowNames(for: .portrait, os: OperatingSystem(.ios, 26)) == [])
        let tile = try registry.environment(for: DeviceSelection(deviceID: "ipad-pro-13", orientation: .landscape, window: .named("half")))
        #expect(tile.windowSize == Size(width: 688, height: 1032))
        #expect(device.orientations == [.portrait, .landscape])
    }

    @Test func macWindowIgnoresOrientation() throws {
        let device = try #require(registry.devices["mac-window"])
        #expect(device.orientations == [.portrait])
        #expect(device.windowNames == ["default", "minimum"])
        let environment = try registry.environment(for: DeviceSelection(deviceID: "mac-window", orientation: .landscape, window: .named("minimum")))
        #expect(environment.windowSize == Size(width: 400, height: 300))
        #expect(environment.idiom == .mac)
        #expect(environment.description.orientation == .portrait)
    }

    @Test func presentationKindsAreData() throws {
        let sheet = try #require(registry.containerKind(forViewName: "sheet"))
        // Regular width first (page, fitted, then the centred form card), then the compact rule:
        // full width, detent height, floating on iOS 26.
        #expect(sheet.presentation.map(\.placement) == [.bottom, .center, .center, .bottom])
        #expect(sheet.presentation.map(\.sizing) == [["page"], ["fitted"], nil, nil])
        #expect(sheet.presentation[0].condition.horizontalSizeClass == .regular && sheet.presentation[0].height == .large)
        #expect(sheet.presentation[3].height == .detents && sheet.presentation[3].topGap == "sheet.topGap")
        #expect(sheet.presentation[3].floatingInset == "sheet.floatingInset")
        let popover = try #require(registry.containerKind(forViewName: "popover"))
        #expect(popover.presentation.map(\.adaptsTo) == ["sheet", nil])
        #expect(popover.presentation[1].width == .ideal && popover.presentation[1].placement == .anchored)
        #expect(popover.presentation[1].arrow == "popover.arrow" && popover.presentation[1].margin == "popover.margin")
        let inspector = try #require(registry.containerKind(forViewName: "inspector"))
        #expect(inspector.presentation[1].width == .metric("inspector.width") && inspector.presentation[1].placement == .trailing)
        #expect(inspector.presentation[1].narrowsMain)
        #expect(registry.containerKind(forViewName: "fullScreenCover")?.presentation.first?.height == .window)
        // Every figure they read is in the iPhone and iPad profiles and marked as an estimate.
        for device in ["iphone-15", "ipad-pro-11"] {
            let environment = try registry.environment(for: DeviceSelection(deviceID: device))
            for metric in ["sheet.topGap", "sheet.regular.width", "sheet.regular.height", "inspector.width"] {
                #expect(environment.metrics[metric] != nil && environment.approximateFigures[.metric(metric)] != nil, "\(device) \(metric)")
            }
        }
    }

    @Test func containerKindsMatchTheReference() throws {
        let stack = try #require(registry.containerKind(forViewName: "NavigationView"))
        #expect(stack.id == "NavigationStack")
        #expect(stack.barSubtractions.isEmpty)   // FBM-CRF: the nav bar is not subtracted
        #expect(stack.contentSafeAreaBars.map(\.metric) == [DeviceMetric.navigationBarInline, DeviceMetric.navigationBarLarge, DeviceMetric.toolbar])
        #expect(stack.contentSafeAreaBars[1].condition.titleDisplayModes == [.large])
        // The bottom toolbar shows only when the content places items in it (.bottomBar, or .status on iOS).
        #expect(stack.contentSafeAreaBars[2].condition.toolbarItems == ["bottomBar", "status"])
        #expect(stack.contentSafeAreaBars[2].bar == .bottomBar && stack.contentSafeAreaBars[2].edge == .bottom)
        let split = try #require(registry.containerKinds["NavigationSplitView"])
        #expect(split.strategy == .splitColumns)
        #expect(split.barSubtractions.map(\.metric) == [DeviceMetric.navigationBarInline, DeviceMetric.toolbar])   // FBM-CRF; the toolbar by analogy
        #expect(split.barSubtractions[1].condition.toolbarItems == ["bottomBar", "status"])
        #expect(registry.containerKinds["ScrollView"]?.strategy == .scroll(axes: .vertical))
        #expect(registry.containerKind(forViewName: "WindowGroup")?.strategy == .rootWindow)
        let form = try #require(registry.containerKind(forViewName: "Form"))
        #expect(form.strategy == .list)
        #expect(form.viewNames == ["Form"])
        #expect(form.list?.containerPolicy == .measures)
        #expect(registry.containerKind(forViewName: "List")?.id == "List")
        let origin = try #require(registry.containerKinds["TabView"]?.barSubtractions.first?.origin)
        #expect(origin.file.hasSuffix("Containers/TabView.yaml"))
    }

    @Test func unknownNamesSuggestTheClosest() {
        #expect(throws: ProfileError(message: "unknown device 'iphone-15-prp'; did you mean 'iphone-15-pro'?")) {
            try registry.environment(for: DeviceSelection(deviceID: "iphone-15-prp"))
        }
        #expect(throws: ProfileError(message: "unknown window 'split-1/4'; did you mean 'split-1/2'? (ipad-pro-11, landscape)")) {
            try registry.environment(for: DeviceSelection(deviceID: "ipad-pro-11", orientation: .landscape, window: .named("split-1/4"), os: ios17))
        }
        #expect(throws: ProfileError(message: "iphone-15-pro has no named windows in portrait")) {
            try registry.environment(for: DeviceSelection(window: .named("split-1/2")))
        }
        #expect(throws: ProfileError(message: "unknown split-view column 'detial'; did you mean 'detail'?")) {
            try DeviceSelection.column(named: "detial")
        }
        #expect(throws: ProfileError(message: "unknown orientation 'landscpe'; did you mean 'landscape'?")) {
            try DeviceSelection.orientation(named: "landscpe")
        }
    }

    /// The weight model is data: the font table's weights: block (Views/Text/sf-pro.yaml,
    /// docs/text-model.md); no shipped platform overrides it with a text.weight.* metric.
    @Test func textWeightModelComesFromTheFontTable() throws {
        let environment = try registry.environment(for: DeviceSelection())
        #expect(environment.weightInterpolation("medium") == nil)
        #expect(environment.weightInterpolation("Semibold") == nil)
        let headline = environment.textMetrics(.headline, .large)
        #expect(headline.weightInterpolation == nil)
        #expect(headline.font == registry.textFont)
        #expect(headline.font.weightInterpolation(headline.weight) == registry.textFont.weightInterpolation("semibold"))
        #expect(registry.textFont.weightInterpolation("semibold") > registry.textFont.weightInterpolation("medium"))
        #expect(environment.textMetrics(SystemFont(size: 17, weight: "medium")).font == registry.textFont)
    }

    @Test func plainWindowHasNoSafeAreaOrBars() throws {
        let environment = try registry.environment(for: DeviceSelection(window: .plain(width: 500, height: 400)))
        var plain = LayoutEnvironment.window(width: 500, height: 400)
        plain.textFont = registry.textFont
        #expect(environment == plain)
        // A WxH window keeps the default device's platform (issue 25): no safe area, the iPhone's
        // idiom, OS, pixel grid and text styles.
        let phone = try registry.environment(for: DeviceSelection(window: .size(width: 500, height: 400)))
        #expect(phone.windowSize == Size(width: 500, height: 400))
        #expect(phone.safeAreaInsets == .zero)
        #expect(phone.idiom == .phone)
        #expect(phone.description.deviceID == ProfileRegistry.defaultDeviceID)
        #expect(phone.description.os != nil)
        #expect(phone.textStyles == .iOS)
        #expect(throws: ProfileError.self) {
            try registry.environment(for: DeviceSelection(deviceID: "nope", window: .size(width: 500, height: 400)))
        }
    }
}
