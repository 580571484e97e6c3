import LayoutCore

/// All loaded container kinds, view kinds and devices, with the file each came from.
public struct ProfileRegistry: Sendable {
    public var containerKinds: [String: ContainerKind]
    public var devices: DeviceTable
    /// Every loaded container kind, device and platform, sorted by kind then id.
    public var entries: [ProfileEntry]
    /// Metric values container kinds define for their own bar rules (a device's value wins).
    public var defaultMetrics: [String: Double] = [:]
    public var defaultMetricOrigins: [String: ProfileOrigin] = [:]
    /// View name → kind id, later directories winning.
    var viewNameIndex: [String: String] = [:]
    /// View kinds (`Views/`): how controls and leaf views are laid out, by id.
    public var viewKinds: [String: ControlKind] = [:]
    /// View name → view kind id, later directories winning.
    var viewKindNameIndex: [String: String] = [:]
    /// The system font's text model (`Views/Text/sf-pro.yaml`, `TextFontLoader`), which every
    /// environment built from this registry measures text with.
    public var textFont: TextFont = .unmeasured

    /// Id of the view kind that lays out views nobody describes.
    public static let fallbackViewKindID = "unknown"

    /// The view kind answering to `name` (`Toggle`, `Image(systemName:)`).
    public func viewKind(forViewName name: String) -> ControlKind? {
        if let id = viewKindNameIndex[name], let kind = viewKinds[id], kind.viewNames.contains(name) { return kind }
        return viewKinds.keys.sorted().lazy.compactMap { viewKinds[$0] }.first { $0.viewNames.contains(name) }
    }

    /// Every view kind, sorted by id.
    public var viewKindList: [ControlKind] {
        viewKinds.keys.sorted().compactMap { viewKinds[$0] }
    }

    public init(containerKinds: [String: ContainerKind] = [:], devices: [String: DeviceProfile] = [:], entries: [ProfileEntry] = []) {
        self.containerKinds = containerKinds
        self.devices = DeviceTable(devices)
        self.entries = entries
    }

    public static let defaultDeviceID = "iphone-15-pro"

    /// The kind whose `viewNames` include `name` (`NavigationView` → the NavigationStack kind).
    public func containerKind(forViewName name: String) -> ContainerKind? {
        if let id = viewNameIndex[name], let kind = containerKinds[id], kind.viewNames.contains(name) {
            return kind
        }
        return containerKinds.keys.sorted().lazy.compactMap { containerKinds[$0] }.first { $0.viewNames.contains(name) }
    }

    /// Every view name some kind answers to, sorted (for completion).
    public var containerViewNames: [String] {
        Set(containerKinds.values.flatMap(\.viewNames)).sorted()
    }

    /// Device ids, sorted.
    public var deviceIDs: [String] { devices.keys }

    /// The entry for a container kind, device or platform id.
    public func entry(for id: String, kind: ProfileEntry.Kind? = nil) -> ProfileEntry? {
        entries.first { $0.id == id && (kind == nil || $0.kind == kind) }
    }

    /// Loads every directory of the search path; later directories override earlier ones by id.
    public static func load(searchPath: ProfileSearchPath) -> ProfileLoadResult {
        var loader = ProfileLoader(searchPath: searchPath)
        return loader.load()
    }

    /// Checks the profile files of `directories` (read as a search path, in order) and returns
    /// every problem, for `framelab profiles validate`.
    public static func validate(directories: [String]) -> [ProfileDiagnostic] {
        load(searchPath: ProfileSearchPath(directories: directories)).diagnostics
    }

    /// Checks `directories` on top of a base search path (so user files may extend shipped ones)
    /// and returns the problems found in files under `directories`.
    public static func validate(directories: [String], over base: ProfileSearchPath) -> [ProfileDiagnostic] {
        var path = base
        path.directories += directories
        let roots = directories.map { FileSystem.realPath($0) ?? $0 }
        return load(searchPath: path).diagnostics.filter { diagnostic in
            let file = FileSystem.realPath(diagnostic.file) ?? diagnostic.file
            return roots.contains { file == $0 || file.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
        }
    }
}
