import LayoutCore

extension ProfileRegistry {
    /// The device for an id, or an error suggesting the closest id.
    public func device(_ id: String) throws(ProfileError) -> DeviceProfile {
        if let device = devices[id] { return device }
        throw ProfileError(message: unknownNameMessage("device", id, known: Array(devices.keys)))
    }

    /// The layout environment for a device, orientation, window and split-view column.
    public func environment(for selection: DeviceSelection) throws(ProfileError) -> LayoutEnvironment {
        let device = try device(selection.deviceID).inPosture(selection.posture)
        let orientation = device.rotates ? selection.orientation : .portrait
        let os = try device.operatingSystem(selection.os)
        let figures = device.profile(for: orientation, os: os)

        var windowSize = figures.size
        var safeArea = figures.safeArea
        var horizontal = figures.horizontalSizeClass
        var vertical = figures.verticalSizeClass
        var windowName: String?
        switch selection.window {
        case nil:
            break
        case .plain(let width, let height)?:
            try Self.checkWindowSize(width, height)
            var environment = LayoutEnvironment.window(width: width, height: height)
            environment.description.orientation = orientation
            environment.textFont = textFont
            return environment
        case .size(let width, let height)?:
            try Self.checkWindowSize(width, height)
            return windowEnvironment(device, figures: figures, orientation: orientation, os: os, size: Size(width: width, height: height))
        case .named(let name)?:
            guard let window = figures.windows[name] else {
                let known = Array(figures.windows.keys)
                if known.isEmpty {
                    throw ProfileError(message: "\(device.id) has no named windows in \(orientation.rawValue)")
                }
                throw ProfileError(message: unknownNameMessage("window", name, known: known) + " (\(device.id), \(orientation.rawValue))")
            }
            windowSize = window.size
            safeArea = window.safeArea ?? EdgeInsets(top: figures.safeArea.top, bottom: figures.safeArea.bottom)
            horizontal = window.horizontalSizeClass
            vertical = window.verticalSizeClass
            windowName = name
        }

        let (metrics, metricOrigins) = mergedMetrics(figures)
        var environment = LayoutEnvironment(
            windowSize: windowSize, safeAreaInsets: safeArea, metrics: metrics, metricOrigins: metricOrigins,
            idiom: device.idiom, horizontalSizeClass: horizontal, verticalSizeClass: vertical,
            splitView: SplitViewMetrics(sidebarWidth: figures.splitView.sidebar, contentWidth: figures.splitView.content, visibleColumn: selection.column),
            description: EnvironmentDescription(
                deviceID: device.id, displayName: device.displayName, orientation: orientation, windowName: windowName,
                os: os?.id, osDisplayName: os?.displayName(idiom: device.idiom), posture: device.posture))
        environment.approximateFigures = figures.approximations
        if windowName != nil { environment.windowControls = Self.windowControls(environment, screen: figures.size) }
        if let spacing = device.defaultSpacing { environment.defaultSpacing = spacing }
        if let padding = device.defaultPadding { environment.defaultPadding = padding }
        if let origin = device.origins[.defaultPadding] { environment.metricOrigins[.defaultPadding] = origin }
        if let scale = device.scale { environment.displayScale = scale }
        // macOS and tvOS have their own fixed type sizes (control-metrics.md §1.3).
        environment.textStyles = .platform(device.idiom)
        environment.textFont = textFont
        return environment
    }

    /// A `WIDTHxHEIGHT` window of `device`: no safe area and no bars, but the device's platform:
    /// idiom, OS, size classes (from the window's size where the device sizes its free-form
    /// windows, `windowSizeClass:`, else the device's own), metrics, pixel grid, text styles and
    /// default spacing. A component snapshot (`.image(layout: .fixed(…))`) or a fixed-layout
    /// preview on a phone is this: an iPhone's traits in a window of the view's size.
    private func windowEnvironment(_ device: DeviceProfile, figures: DeviceOrientationProfile, orientation: Orientation, os: OperatingSystem?, size: Size) -> LayoutEnvironment {
        var environment = LayoutEnvironment.window(width: size.width, height: size.height)
        environment.textFont = textFont
        environment.description = EnvironmentDescription(
            deviceID: device.id, displayName: "\(formatLength(size.width))x\(formatLength(size.height)) window on \(device.displayName)",
            orientation: orientation, os: os?.id, osDisplayName: os?.displayName(idiom: device.idiom))
        environment.description.posture = device.posture
        environment.description.isSizedWindow = true
        environment.idiom = device.idiom
        // A free-form window of this OS generation (iPadOS 26, an iPhone app's window on iOS 27)
        // takes its size classes from its size; any other window keeps the device's.
        if let thresholds = figures.windowSizeClass {
            let classes = thresholds.sizeClasses(for: size, fallback: (figures.horizontalSizeClass, figures.verticalSizeClass))
            environment.horizontalSizeClass = classes.horizontal
            environment.verticalSizeClass = classes.vertical
        } else {
            environment.horizontalSizeClass = figures.horizontalSizeClass
            environment.verticalSizeClass = figures.verticalSizeClass
        }
        (environment.metrics, environment.metricOrigins) = mergedMetrics(figures)
        environment.approximateFigures = figures.approximations
        if let spacing = device.defaultSpacing { environment.defaultSpacing = spacing }
        if let padding = device.defaultPadding { environment.defaultPadding = padding }
        if let origin = device.origins[.defaultPadding] { environment.metricOrigins[.defaultPadding] = origin }
        if let scale = device.scale { environment.displayScale = scale }
        environment.textStyles = .platform(device.idiom)
        // Only a free-form window (iPadOS 26) has window controls; a phone's component window has none.
        if figures.windowSizeClass != nil { environment.windowControls = Self.windowControls(environment, screen: figures.size) }
        return environment
    }

    private static func checkWindowSize(_ width: Double, _ height: Double) throws(ProfileError) {
        guard width.isFinite, height.isFinite, width >= 0, height >= 0 else {
            throw ProfileError(message: "a window size must be finite and not negative, found \(formatLength(width))x\(formatLength(height))")
        }
    }

    /// The kinds' default metrics overlaid with the device's, each with where it came from.
    private func mergedMetrics(_ figures: DeviceOrientationProfile) -> ([String: Double], [FigureKey: ProfileOrigin]) {
        var metrics = defaultMetrics
        var metricOrigins: [FigureKey: ProfileOrigin] = [:]
        metricOrigins.reserveCapacity(defaultMetricOrigins.count + figures.metrics.count + Edge.allCases.count)
        for (name, origin) in defaultMetricOrigins { metricOrigins[.metric(name)] = origin }
        for (name, value) in figures.metrics {
            metrics[name] = value
            metricOrigins[.metric(name)] = figures.origins[.metric(name)]
        }
        // Safe-area figures travel with the metrics' origins so that explanations can cite them.
        for edge in Edge.allCases {
            if let origin = figures.origins[.safeArea(edge)] { metricOrigins[.safeArea(edge)] = origin }
        }
        return (metrics, metricOrigins)
    }

    /// The window controls' area in the top-leading corner of a window smaller than the screen, from
    /// the `windowControls.width` / `.height` metrics (iPadOS 26); nil for a full-screen window.
    static func windowControls(_ environment: LayoutEnvironment, screen: Size) -> Size? {
        guard let width = environment.metrics["windowControls.width"], let height = environment.metrics["windowControls.height"],
              environment.windowSize.width < screen.width || environment.windowSize.height < screen.height else { return nil }
        return Size(width: width, height: height)
    }
}
