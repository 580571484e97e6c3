import LayoutCore

/// A device or window profile: screen, per-orientation safe area, size classes, bar metrics,
/// split-view columns and named windows, each figure with the file and line it came from.
public struct DeviceProfile: Sendable, Hashable {
    public var id: String
    public var displayName: String
    public var idiom: Idiom
    /// Where `id:` is written.
    public var origin: ProfileOrigin?
    /// Screen size in points, in portrait (landscape swaps it).
    public var screen: Size
    public var scale: Double?
    /// False for Macs and TVs: one set of figures whatever the orientation asked for.
    public var rotates: Bool
    /// The `extends:` chain, nearest first (`iphone-dynamic-island`, `ios`).
    public var extendsChain: [String]
    public var portrait: DeviceOrientationProfile
    public var landscape: DeviceOrientationProfile
    public var defaultSpacing: Double?
    public var defaultPadding: Double?
    /// Where each top-level figure came from (`.screen(.horizontal)`, `.deviceField(.scale)`, `.defaultPadding`, …).
    public var origins: [FigureKey: ProfileOrigin]
    /// The OS generations the device runs (`os: {versions: […]}`), oldest first; empty when the
    /// profile names none.
    public var osVersions: [OperatingSystem] = []
    /// The generation used when none is selected: `os.default`, else the newest.
    public var defaultOS: OperatingSystem?
    /// Size-class thresholds for free-form windows (`windowSizeClass:`); nil keeps a window's
    /// size classes as the profile says.
    public var windowSizeClass: WindowSizeClassThresholds?
    /// The figures with each generation's `os:` block applied, for every version in `osVersions`.
    public var generations: [OperatingSystem: DeviceGeneration] = [:]
    /// The posture these figures are for (`folded`, `open`); nil for a device without postures.
    public var posture: String?
    /// A foldable's postures in the order the profile lists them (`postures:`); empty otherwise.
    public var postureNames: [String] = []
    /// The posture used when none is selected (`defaultPosture:`, else the first listed).
    public var defaultPosture: String?
    /// Each posture's figures as a device of its own (its screen, scale, safe area, size classes,
    /// bars and OS blocks); this profile's own figures are the default posture's.
    public var postureProfiles: [String: DeviceProfile] = [:]

    public init(
        id: String, displayName: String, idiom: Idiom, origin: ProfileOrigin? = nil,
        screen: Size = .zero, scale: Double? = nil, rotates: Bool = true, extendsChain: [String] = [],
        portrait: DeviceOrientationProfile? = nil, landscape: DeviceOrientationProfile? = nil,
        defaultSpacing: Double? = nil, defaultPadding: Double? = nil, origins: [FigureKey: ProfileOrigin] = [:]
    ) {
        self.id = id
        self.displayName = displayName
        self.idiom = idiom
        self.origin = origin
        self.screen = screen
        self.scale = scale
        self.rotates = rotates
        self.extendsChain = extendsChain
        self.portrait = portrait ?? DeviceOrientationProfile(size: screen)
        self.landscape = landscape ?? DeviceOrientationProfile(size: Size(width: screen.height, height: screen.width))
        self.defaultSpacing = defaultSpacing
        self.defaultPadding = defaultPadding
        self.origins = origins
    }

    /// The orientations one can choose (only `portrait` for a device that does not rotate).
    public var orientations: [Orientation] { rotates ? [.portrait, .landscape] : [.portrait] }

    /// The figures for an orientation (a device that does not rotate ignores it), without any
    /// `os:` block.
    public func profile(for orientation: Orientation) -> DeviceOrientationProfile {
        rotates && orientation == .landscape ? landscape : portrait
    }

    /// The figures for an orientation on an OS generation (nil: without any `os:` block).
    public func profile(for orientation: Orientation, os: OperatingSystem?) -> DeviceOrientationProfile {
        guard let os, let generation = generations[os] else { return profile(for: orientation) }
        return rotates && orientation == .landscape ? generation.landscape : generation.portrait
    }

    /// The generation a selection lays out on: `requested` if the device runs it, else its
    /// default; an error for a generation the device does not run.
    public func operatingSystem(_ requested: OperatingSystem?) throws(ProfileError) -> OperatingSystem? {
        guard let requested else { return defaultOS }
        if osVersions.contains(requested) { return requested }
        if osVersions.isEmpty {
            throw ProfileError(message: "\(id) lists no OS versions, so it cannot be laid out on \(requested.id) (add `os: {versions: [\(requested.id)]}` to its profile)")
        }
        let runs = osVersions.map(\.id).joined(separator: ", ")
        throw ProfileError(message: "\(id) does not run \(requested.id); it runs \(runs)")
    }

    /// The figures in `posture` (nil: the default posture, or the device itself when it has none);
    /// an error naming the postures it has, or saying it has none.
    public func inPosture(_ posture: String?) throws(ProfileError) -> DeviceProfile {
        guard let posture, posture != self.posture else { return self }
        if postureNames.isEmpty {
            throw ProfileError(message: "\(id) has no postures (it does not fold); --posture applies to foldable devices only, whose profiles list `postures:`")
        }
        if let profile = postureProfiles[posture] { return profile }
        throw ProfileError(message: unknownNameMessage("posture", posture, known: postureNames) + " on \(id)")
    }

    /// Named windows available in an orientation (on an OS generation, default the device's), sorted.
    public func windowNames(for orientation: Orientation, os: OperatingSystem? = nil) -> [String] {
        profile(for: orientation, os: os ?? defaultOS).windows.keys.sorted()
    }

    /// Named windows in any orientation, sorted.
    public var windowNames: [String] {
        Set(orientations.flatMap { profile(for: $0).windows.keys }).sorted()
    }
}

/// Where a window's size classes turn from compact to regular (iPadOS 26 free-form windows), or
/// the class a window reports whatever its size (iOS 27 iPhone windows: compact width at every width).
public struct WindowSizeClassThresholds: Sendable, Hashable {
    public var regularWidthFrom: Double?
    public var regularHeightFrom: Double?
    /// A horizontal class every window reports, whatever its width (wins over `regularWidthFrom`).
    public var horizontal: SizeClass?
    /// A vertical class every window reports, whatever its height (wins over `regularHeightFrom`).
    public var vertical: SizeClass?

    /// The size classes of a window of `size`; a missing threshold keeps `fallback`'s.
    public func sizeClasses(for size: Size, fallback: (horizontal: SizeClass, vertical: SizeClass)) -> (horizontal: SizeClass, vertical: SizeClass) {
        (horizontal ?? regularWidthFrom.map { size.width >= $0 ? .regular : .compact } ?? fallback.horizontal,
         vertical ?? regularHeightFrom.map { size.height >= $0 ? .regular : .compact } ?? fallback.vertical)
    }
}

/// A device's figures in both orientations on one OS generation.
public struct DeviceGeneration: Sendable, Hashable {
    public var portrait: DeviceOrientationProfile
    public var landscape: DeviceOrientationProfile
}

/// A device's figures in one orientation.
public struct DeviceOrientationProfile: Sendable, Hashable {
    public var size: Size
    public var safeArea: EdgeInsets = .zero
    public var horizontalSizeClass: SizeClass = .regular
    public var verticalSizeClass: SizeClass = .regular
    /// Bar metrics by `DeviceMetric` name, orientation overrides applied.
    public var metrics: [String: Double] = [:]
    public var splitView: SplitViewColumns = SplitViewColumns()
    public var windows: [String: NamedWindow] = [:]
    /// Figures the profile marks approximate (`approximate: {tabBar: "…"}`), by figure
    /// (`.metric("tabBar")`, `.safeArea(.top)`), with the provenance `:why` quotes.
    public var approximations: [FigureKey: String] = [:]
    /// Where each figure came from: `.windowSize(.horizontal)`, `.safeArea(.top)`,
    /// `.sizeClass(.horizontal)`, `.metric("tabBar")`, `.splitViewColumn(.sidebar)`, `.namedWindow(…)`.
    public var origins: [FigureKey: ProfileOrigin] = [:]
    /// How a free-form window (`--window 600x800`) gets its size classes on this OS generation
    /// (`windowSizeClass:` at the top level or in an `os:` block); nil: such a window is a plain one.
    public var windowSizeClass: WindowSizeClassThresholds?
}

/// NavigationSplitView column widths in one orientation. The detail column takes the rest.
public struct SplitViewColumns: Sendable, Hashable {
    public var sidebar: Double = 320
    public var content: Double = 320
    /// `automatic`, `balanced` or `prominentDetail` (informational).
    public var style: String = "automatic"
}

/// A named window (`split-1/3`, `slide-over`, Mac `default`) with its own size classes.
public struct NamedWindow: Sendable, Hashable {
    public var name: String
    public var size: Size
    /// Nil keeps the device's top and bottom insets and drops the side ones.
    public var safeArea: EdgeInsets?
    public var horizontalSizeClass: SizeClass = .regular
    public var verticalSizeClass: SizeClass = .regular
    public var origin: ProfileOrigin?
}
