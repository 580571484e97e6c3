import LayoutCore

/// The environment values source can read (`@Environment(\.horizontalSizeClass)`, `#if os(iOS)`),
/// taken from the selected device, orientation, window and settings. Translation depends on it, so
/// a change of device translates the source again.
public struct SourceEnvironment: Sendable, Hashable {
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass
    public var idiom: Idiom
    public var dynamicTypeSize: DynamicTypeSize
    public var layoutDirection: LayoutDirection
    /// `light` or `dark`.
    public var colorScheme: String
    /// Whether `#if DEBUG` is taken.
    public var isDebug: Bool
    /// Where the values came from, for explanations ("ipad-pro-13 portrait").
    public var origin: String
    /// The OS generation (`ios18`, `macos15`), which `#available(iOS 18, *)` compares with;
    /// nil (a plain window) makes every `#available` true.
    public var operatingSystem: String?
    /// The font table texts are measured with, to warn about characters it lacks.
    public var textFont: TextFont = .unmeasured
    /// Pixels per point of the device, which `@ScaledMetric` values are rounded to; 0 when not
    /// known (an environment built in code): not rounded.
    public var displayScale: Double = 0
    /// The screen's size in points, which `UIScreen.main.bounds` reads (the device's screen in its
    /// orientation); nil when FrameLab lays out in a window that is not the whole screen (a
    /// snapshot's fixed window, a named window), where the screen is not known.
    public var screenSize: Size?
    /// The screen's safe-area insets, which a GeometryReader's `proxy.safeAreaInsets` reads (a
    /// reader at the screen's edges); nil where the screen is not known.
    public var safeAreaInsets: EdgeInsets?

    public init(
        horizontalSizeClass: SizeClass = .compact, verticalSizeClass: SizeClass = .regular, idiom: Idiom = .phone,
        dynamicTypeSize: DynamicTypeSize = .large, layoutDirection: LayoutDirection = .leftToRight,
        colorScheme: String = "light", isDebug: Bool = true, origin: String = "default iPhone environment"
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.idiom = idiom
        self.dynamicTypeSize = dynamicTypeSize
        self.layoutDirection = layoutDirection
        self.colorScheme = colorScheme
        self.isDebug = isDebug
        self.origin = origin
    }

    /// The values a layout environment implies.
    public init(_ layout: LayoutEnvironment, colorScheme: String = "light") {
        let description = layout.description
        var origin = description.deviceID
        if description.deviceID != "window" { origin += " \(description.orientation.rawValue)" }
        if let window = description.windowName { origin += ", window \(window)" }
        self.init(
            horizontalSizeClass: layout.horizontalSizeClass, verticalSizeClass: layout.verticalSizeClass,
            idiom: layout.idiom, dynamicTypeSize: layout.dynamicTypeSize, layoutDirection: layout.layoutDirection,
            colorScheme: colorScheme, origin: origin)
        operatingSystem = description.os
        textFont = layout.textFont
        displayScale = layout.displayScale
        if description.windowName == nil, description.isSizedWindow != true, description.deviceID != "window" {
            screenSize = layout.windowSize
            safeAreaInsets = layout.safeAreaInsets
        }
    }

    /// The `os(…)` name `#if` compares against.
    public var platformName: String {
        switch idiom {
        case .phone, .pad: "iOS"
        case .mac: "macOS"
        case .tv: "tvOS"
        case .watch: "watchOS"
        case .vision: "visionOS"
        }
    }
}

extension SourceEnvironment {
    /// This environment with only the values `sources` can read: a value no source names
    /// (`horizontalSizeClass`, `dynamicTypeSize`, `@ScaledMetric`, `layoutDirection`, `colorScheme`)
    /// is put back to its default, and the origin is dropped. Environments with the same reduction
    /// translate the same source to the same tree (except where `:why` says a value came from),
    /// so a matrix translates once per reduction, not once per cell.
    public func reduced(readBy sources: [String]) -> SourceEnvironment {
        func mentioned(_ words: String...) -> Bool { sources.contains { text in words.contains { text.contains($0) } } }
        let defaults = SourceEnvironment()
        var reduced = self
        reduced.origin = ""
        if !mentioned("SizeClass") {
            reduced.horizontalSizeClass = defaults.horizontalSizeClass
            reduced.verticalSizeClass = defaults.verticalSizeClass
        }
        if !mentioned("dynamicTypeSize", "DynamicTypeSize", "ScaledMetric") { reduced.dynamicTypeSize = defaults.dynamicTypeSize }
        if !mentioned("ScaledMetric", "UIScreen") { reduced.displayScale = defaults.displayScale }
        if !mentioned("UIScreen") { reduced.screenSize = defaults.screenSize }
        if !mentioned("safeAreaInsets") { reduced.safeAreaInsets = defaults.safeAreaInsets }
        if !mentioned("layoutDirection", "LayoutDirection") { reduced.layoutDirection = defaults.layoutDirection }
        if !mentioned("colorScheme", "ColorScheme") { reduced.colorScheme = defaults.colorScheme }
        if !mentioned("#available", "#unavailable") { reduced.operatingSystem = nil }
        return reduced
    }
}
