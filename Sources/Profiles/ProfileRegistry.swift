import LayoutCore

// CONTRACT STUB: the Profiles helper replaces this file with the real implementation, keeping these
// public names and signatures (other libraries code against them).

/// All loaded container kinds and devices, with the file each came from.
public struct ProfileRegistry: Sendable {
    public var containerKinds: [String: ContainerKind]
    public var devices: [String: DeviceProfile]
    public var entries: [ProfileEntry]

    public init(containerKinds: [String: ContainerKind] = [:], devices: [String: DeviceProfile] = [:], entries: [ProfileEntry] = []) {
        self.containerKinds = containerKinds
        self.devices = devices
        self.entries = entries
    }

    public static let defaultDeviceID = "iphone-15-pro"

    /// The kind whose `viewNames` include `name` (`NavigationView` → the NavigationStack kind).
    public func containerKind(forViewName name: String) -> ContainerKind? {
        containerKinds.values.first { $0.viewNames.contains(name) }
    }

    /// Loads every directory of the search path; later directories override earlier ones by id.
    public static func load(searchPath: ProfileSearchPath) -> ProfileLoadResult {
        ProfileLoadResult(registry: ProfileRegistry(), diagnostics: [])
    }

    /// The layout environment for a device, orientation, window and split-view column.
    public func environment(for selection: DeviceSelection) throws(ProfileError) -> LayoutEnvironment {
        throw ProfileError(message: "not implemented")
    }
}

public struct ProfileLoadResult: Sendable {
    public var registry: ProfileRegistry
    public var diagnostics: [ProfileDiagnostic]
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    public init(registry: ProfileRegistry, diagnostics: [ProfileDiagnostic]) {
        self.registry = registry
        self.diagnostics = diagnostics
    }
}

/// Directories to read, in order (later ones override earlier ones by id).
public struct ProfileSearchPath: Sendable, Hashable {
    public var directories: [String]
    public init(directories: [String]) { self.directories = directories }
}

/// Which device, orientation, window and split-view column to lay out in.
public struct DeviceSelection: Sendable, Hashable {
    public var deviceID: String
    public var orientation: Orientation
    public var window: WindowSelection?
    public var column: SplitColumn?

    public init(deviceID: String = ProfileRegistry.defaultDeviceID, orientation: Orientation = .portrait, window: WindowSelection? = nil, column: SplitColumn? = nil) {
        self.deviceID = deviceID
        self.orientation = orientation
        self.window = window
        self.column = column
    }
}

public enum WindowSelection: Sendable, Hashable {
    /// A named window of the device (`split-1/2`, `slide-over`, `default`).
    case named(String)
    /// A plain window: no safe area, no bars.
    case size(width: Double, height: Double)
}

/// A device or window profile.
public struct DeviceProfile: Sendable, Hashable {
    public var id: String
    public var displayName: String
    public var idiom: Idiom
    public var origin: ProfileOrigin?
    public init(id: String, displayName: String, idiom: Idiom, origin: ProfileOrigin? = nil) {
        self.id = id
        self.displayName = displayName
        self.idiom = idiom
        self.origin = origin
    }
}

/// One loaded profile: its id, what it is, its file and the files it overrides.
public struct ProfileEntry: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable { case container, device, platform }
    public var id: String
    public var kind: Kind
    public var file: String
    public var overrides: [String]
    public init(id: String, kind: Kind, file: String, overrides: [String] = []) {
        self.id = id
        self.kind = kind
        self.file = file
        self.overrides = overrides
    }
}

/// `path:line:col: error: message`.
public struct ProfileDiagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable { case error, warning, note }
    public var file: String
    public var line: Int
    public var column: Int
    public var severity: Severity
    public var message: String
    public init(file: String, line: Int, column: Int, severity: Severity = .error, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }
    public var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }
}

/// An error choosing a device, window or column (with the closest known name suggested).
public struct ProfileError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String
    public init(message: String) { self.message = message }
    public var description: String { message }
}
