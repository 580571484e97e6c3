/// Everything outside the tree that layout depends on: the window, its safe area, the device's
/// metrics and traits. Built from a device profile by `Profiles`, or directly in tests.
public struct LayoutEnvironment: Sendable, Hashable {
    public var windowSize: Size
    public var safeAreaInsets: EdgeInsets
    /// Named device metrics that bar rules refer to (`navigationBar.inline`: 44, `tabBar`: 49, …).
    public var metrics: [String: Double]
    /// Where each metric, safe-area inset and device default was defined, for explanations.
    public var metricOrigins: [FigureKey: ProfileOrigin]
    /// Metrics and insets the profile marks approximate (`.metric("tabBar")`, `.safeArea(.top)`),
    /// with the provenance explanations quote.
    public var approximateFigures: [FigureKey: String] = [:]
    public var idiom: Idiom
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass
    public var splitView: SplitViewMetrics
    public var defaultSpacing: Double
    public var defaultPadding: Double
    /// The platform's text styles per content size category.
    public var textStyles: TextStyleTable
    /// The system font's advances, tracking and optical sizes (`Views/Text/sf-pro.yaml`, set by
    /// the Profiles module); `.unmeasured` (half an em per character) for an environment built in code.
    public var textFont: TextFont = .unmeasured
    /// Pixels per point: text heights are rounded up to this grid.
    public var displayScale: Double = 3
    /// Overrides every list kind's `containerPolicy` when set (`:set list …`).
    public var listContainerPolicy: ListContainerPolicy?
    /// The content size category text and text-based controls are sized for.
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// Which way leading and trailing run.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The root is proposed nil × nil (its ideal size) instead of the safe area, as Xcode's
    /// `.sizeThatFitsLayout` preview canvas does; it is still centred in the safe area.
    public var proposesIdealSize = false
    /// The window controls (close, minimise, tile) in the top-leading corner of a window that does
    /// not fill the screen (iPadOS 26): `GeometryProxy.containerCornerInsets.topLeading` where a view
    /// overlaps them, and leading bar items start after them. Nil in a full-screen window.
    public var windowControls: Size?
    /// What the environment describes, for output.
    public var description: EnvironmentDescription

    public init(
        windowSize: Size, safeAreaInsets: EdgeInsets = .zero, metrics: [String: Double] = [:],
        metricOrigins: [FigureKey: ProfileOrigin] = [:], idiom: Idiom = .phone,
        horizontalSizeClass: SizeClass = .compact, verticalSizeClass: SizeClass = .regular,
        splitView: SplitViewMetrics = SplitViewMetrics(), defaultSpacing: Double = 8,
        defaultPadding: Double = 16, textStyles: TextStyleTable = .iOS,
        listContainerPolicy: ListContainerPolicy? = nil,
        description: EnvironmentDescription = EnvironmentDescription()
    ) {
        self.windowSize = windowSize
        self.safeAreaInsets = safeAreaInsets
        self.metrics = metrics
        self.metricOrigins = metricOrigins
        self.idiom = idiom
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.splitView = splitView
        self.defaultSpacing = defaultSpacing
        self.defaultPadding = defaultPadding
        self.textStyles = textStyles
        self.listContainerPolicy = listContainerPolicy
        self.description = description
    }

    /// `style` at the content size category `size`, on this environment's pixel grid.
    public func textMetrics(_ style: TextStyle, _ size: DynamicTypeSize) -> TextStyleMetrics {
        var resolved = textStyles.metrics(style, size, displayScale: displayScale)
        resolved.weightInterpolation = weightInterpolation(resolved.weight)
        resolved.font = textFont
        return resolved
    }

    /// A fixed-size system font on this environment's pixel grid, with the profile's weight model.
    public func textMetrics(_ font: SystemFont) -> TextStyleMetrics {
        var resolved = font.metrics(displayScale: displayScale)
        resolved.weightInterpolation = weightInterpolation(resolved.weight)
        resolved.font = textFont
        return resolved
    }

    /// `metrics` set in `weight` (`.fontWeight`, `.bold()`), with the profile's weight override.
    public func textMetrics(_ metrics: TextStyleMetrics, weight: FontWeight) -> TextStyleMetrics {
        var resolved = metrics
        resolved.weight = weight.rawValue
        resolved.weightInterpolation = weightInterpolation(weight.rawValue)
        return resolved
    }

    /// A platform profile's `text.weight.<weight>` metric, when it overrides the font table's
    /// `weights:`: how far a weight's advances lie from Regular towards SemiBold.
    public func weightInterpolation(_ weight: String) -> Double? {
        metrics["text.weight.\(weight.lowercased())"]
    }

    /// A plain window: no safe area, no bars.
    public static func window(width: Double, height: Double) -> LayoutEnvironment {
        LayoutEnvironment(
            windowSize: Size(width: width, height: height), idiom: .mac,
            horizontalSizeClass: .regular, verticalSizeClass: .regular,
            description: EnvironmentDescription(deviceID: "window", displayName: "\(formatLength(width))x\(formatLength(height)) window"))
    }
}

/// Labels for output: which device, orientation and window an environment came from.
public struct EnvironmentDescription: Sendable, Hashable, Codable {
    public var deviceID: String
    public var displayName: String
    public var orientation: Orientation
    public var windowName: String?
    /// The OS generation whose figures apply (`ios26`); nil when the profile names none.
    public var os: String?
    /// `iOS 26`, `iPadOS 18`, for output.
    public var osDisplayName: String?
    /// A foldable's posture (`folded`, `open`); nil for a device that does not fold.
    public var posture: String?
    /// True for a `WIDTHxHEIGHT` window of the device (`--window 900x600`), which keeps its
    /// platform but not its screen; nil for the full screen and named windows.
    public var isSizedWindow: Bool?

    public init(deviceID: String = "window", displayName: String = "window", orientation: Orientation = .portrait, windowName: String? = nil, os: String? = nil, osDisplayName: String? = nil, posture: String? = nil) {
        self.deviceID = deviceID
        self.displayName = displayName
        self.orientation = orientation
        self.windowName = windowName
        self.os = os
        self.osDisplayName = osDisplayName
        self.posture = posture
    }

    /// `iPhone 15 Pro, portrait, iOS 26, window split-1/2` (`iPhone Duo, open, portrait, …` for a
    /// foldable), the head of output titles.
    public var title: String {
        [displayName, posture, orientation.rawValue, osDisplayName, windowName.map { "window \($0)" }].compactMap { $0 }.joined(separator: ", ")
    }
}

public enum Orientation: String, Sendable, Hashable, Codable, CaseIterable {
    case portrait, landscape
}

public enum Idiom: String, Sendable, Hashable, Codable, CaseIterable {
    case phone, pad, mac, tv, watch, vision
}

public enum SizeClass: String, Sendable, Hashable, Codable, CaseIterable {
    case compact, regular
}

/// A NavigationSplitView column.
public enum SplitColumn: String, Sendable, Hashable, Codable, CaseIterable {
    case sidebar, content, detail
}

/// Column widths for NavigationSplitView and which column shows when only one fits.
public struct SplitViewMetrics: Sendable, Hashable {
    public var sidebarWidth: Double
    public var contentWidth: Double
    /// With a compact width only one column shows: this one (default: the sidebar, as on iPhone).
    public var visibleColumn: SplitColumn?

    public init(sidebarWidth: Double = 320, contentWidth: Double = 320, visibleColumn: SplitColumn? = nil) {
        self.sidebarWidth = sidebarWidth
        self.contentWidth = contentWidth
        self.visibleColumn = visibleColumn
    }
}

/// A length printed without a trailing `.0` and with at most three decimals.
public func formatLength(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value > 0 ? "∞" : "-∞" }
    // Past 1e15 there are no thousandths to show, and × 1000 could overflow: Swift's shortest form.
    if abs(value) >= 1e15 { return value == value.rounded() && abs(value) < 1e16 ? String(Int(value)) : "\(value)" }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
    var text = String(format3(rounded))
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
}

private func format3(_ value: Double) -> String {
    let negative = value < 0
    let scaled = Int((abs(value) * 1000).rounded())
    let whole = scaled / 1000
    let fraction = scaled % 1000
    var fractionText = String(fraction)
    while fractionText.count < 3 { fractionText = "0" + fractionText }
    return (negative ? "-" : "") + "\(whole).\(fractionText)"
}
