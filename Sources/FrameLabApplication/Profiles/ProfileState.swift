import LayoutCore
import Profiles
import ViewSyntax

/// The loaded profile registry, where it came from, and the fingerprint of its files. A reload
/// with errors keeps the last good registry.
public struct ProfileState: Sendable {
    public var searchPath: ProfileSearchPath
    public private(set) var registry: ProfileRegistry
    public private(set) var diagnostics: [ProfileDiagnostic]
    private var fingerprint: ProfileFingerprint

    /// Loads the registry; errors are kept in `diagnostics` for the caller to print.
    public init(searchPath: ProfileSearchPath) {
        self.init(searchPath: searchPath, readAhead: nil)
    }

    /// The profiles `readAhead` loaded when its search path is `searchPath`; otherwise loads them.
    public init(searchPath: ProfileSearchPath, readAhead: ProfileReadAhead?) {
        self.searchPath = searchPath
        if let ahead = readAhead?.result(for: searchPath) {
            registry = ahead.result.registry
            diagnostics = ahead.result.diagnostics
            fingerprint = ahead.fingerprint
        } else {
            let loaded = ProfileRegistry.load(searchPath: searchPath)
            registry = loaded.registry
            diagnostics = loaded.diagnostics
            fingerprint = searchPath.fingerprint()
        }
    }

    /// A state around a registry built in code (tests); it never reloads.
    public init(registry: ProfileRegistry) {
        searchPath = ProfileSearchPath(directories: [])
        self.registry = registry
        diagnostics = []
        fingerprint = ProfileFingerprint(stamps: [])
    }

    var hasFiles: Bool { !searchPath.directories.isEmpty }

    /// Whether a profile file was added, removed or edited since the last load.
    func filesChanged() -> Bool {
        hasFiles && searchPath.fingerprint() != fingerprint
    }

    /// Reads the profiles again. On errors the last good registry stays and the output says why.
    mutating func reload() -> CommandOutput {
        var output = CommandOutput()
        fingerprint = searchPath.fingerprint()
        let loaded = ProfileRegistry.load(searchPath: searchPath)
        diagnostics = loaded.diagnostics
        if loaded.hasErrors {
            output.warn("the profiles have errors; keeping the last good profiles:")
            for diagnostic in loaded.diagnostics { output.print("  \(diagnostic)") }
            return output
        }
        for diagnostic in loaded.diagnostics { output.warn(diagnostic.description) }
        registry = loaded.registry
        return output
    }

    /// Container kinds sorted by id, for the translator and `:containers`.
    var containerKinds: [ContainerKind] {
        registry.containerKinds.values.sorted { $0.id < $1.id }
    }

    /// The layout environment for a selection. A `plain:WxH` window needs no profile; a `WxH`
    /// window keeps its device's platform, and is plain only when no device profile is loaded at
    /// all (there is no platform to keep).
    func environment(for selection: DeviceSelection, settings: SessionSettings) throws(CommandError) -> LayoutEnvironment {
        var environment: LayoutEnvironment
        if case .plain(let width, let height)? = selection.window {
            environment = LayoutEnvironment.window(width: width, height: height)
        } else if case .size(let width, let height)? = selection.window, registry.devices.isEmpty {
            environment = LayoutEnvironment.window(width: width, height: height)
        } else {
            do {
                environment = try registry.environment(for: selection)
            } catch {
                var message = error.message
                if registry.devices[selection.deviceID] == nil,
                   let suggestion = NameSuggestion.closest(to: selection.deviceID, in: registry.devices.keys.sorted()),
                   !message.contains("did you mean") {
                    message += "; did you mean '\(suggestion)'?"
                }
                throw CommandError(message)
            }
        }
        if let policy = settings.listBehaviour { environment.listContainerPolicy = policy }
        environment.textFont = registry.textFont
        environment.dynamicTypeSize = settings.dynamicTypeSize
        environment.layoutDirection = settings.layoutDirection
        return environment
    }
}
