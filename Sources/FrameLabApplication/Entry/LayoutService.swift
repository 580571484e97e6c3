import LayoutCore
import Profiles
import ViewSyntax

/// The engine behind the MCP server, `serve` and the HTML report: profiles loaded once, each
/// request run through the `LayoutPipeline`. Nothing here prints or throws past
/// its caller: errors come back as messages.
public struct LayoutService: Sendable {
    public private(set) var profiles: ProfileState
    public var settings: SessionSettings

    public init(profiles: ProfileState, settings: SessionSettings = SessionSettings()) {
        self.profiles = profiles
        self.settings = settings
    }

    public init(options: SessionOptions) {
        self.init(profiles: ProfileState(searchPath: options.searchPath))
    }

    /// Reads the profiles again (after a profile file changed). With errors the last good
    /// profiles stay; the errors come back, each `file:line:col: message`.
    public mutating func reloadProfiles() -> [String] {
        _ = profiles.reload()
        return profiles.diagnostics.filter { $0.severity == .error }.map(\.description)
    }

    /// Whether a profile file was added, removed or edited since the profiles were read.
    public var profileFilesChanged: Bool { profiles.filesChanged() }

    /// The profile directories, for a watcher.
    public var profileDirectories: [String] { profiles.searchPath.directories }

    public var registry: ProfileRegistry { profiles.registry }

    /// The pipeline with the service's profiles and settings.
    public var pipeline: LayoutPipeline { LayoutPipeline(profiles: profiles, settings: settings) }

    /// The environment a request lays out in; unknown devices suggest the closest.
    public func environment(for request: LayoutRequest) throws(CommandError) -> LayoutEnvironment {
        try pipeline.environment(for: request)
    }

    public func layout(_ request: LayoutRequest) -> LayoutAnswer {
        let outcome = pipeline.run(request)
        guard let environment = outcome.environment else {
            let fallback = LayoutEnvironment.window(width: 0, height: 0)
            return LayoutAnswer(
                document: LayoutJSON(environment: fallback, result: nil, sourceDiagnostics: []), root: nil, result: nil,
                errors: outcome.errors)
        }
        guard let root = outcome.root, let result = outcome.result else {
            return LayoutAnswer(
                document: LayoutJSON(environment: environment, result: nil, sourceDiagnostics: outcome.sourceDiagnostics),
                root: nil, result: nil, errors: outcome.errors)
        }
        // A platform chosen for the source (every view inside `#if os(macOS)`) is said, as eval says it.
        let traits = outcome.canvas?.applied ?? []
        let document = LayoutJSON(
            environment: environment, result: result, sourceDiagnostics: outcome.sourceDiagnostics,
            selection: traits.isEmpty ? nil : outcome.translation?.selection, traits: traits)
            .detailed(result: result, precision: settings.precision)
        return LayoutAnswer(document: document, root: root, result: result, errors: [])
    }

    /// The node a name (`.id`), `#N` or type name means, in a laid-out answer.
    public func target(_ name: String, in answer: LayoutAnswer) throws(CommandError) -> Int {
        guard let root = answer.root, let result = answer.result else {
            throw CommandError(answer.errors.first ?? "the source has no view")
        }
        let target = try TargetResolver(root: root).resolve(name)
        guard result.nodes.indices.contains(target.id) else { throw CommandError("#\(target.id) was not laid out") }
        return target.id
    }

    /// `:why` for a node of a laid-out answer: the text the REPL prints and its steps.
    public func why(_ name: String, in answer: LayoutAnswer) throws(CommandError) -> WhyJSON {
        let id = try target(name, in: answer)
        guard let result = answer.result else { throw CommandError("the source has no view") }
        return WhyJSON(nodeID: id, in: result, format: NumberFormat(precision: settings.precision))
    }

    /// Every device and orientation in the registry, each with the orientations it has.
    public var layoutCells: [(deviceID: String, orientation: Orientation)] { Self.layoutCells(of: registry) }

    static func layoutCells(of registry: ProfileRegistry) -> [(deviceID: String, orientation: Orientation)] {
        registry.deviceIDs.flatMap { id in
            (registry.devices[id]?.orientations ?? []).map { (deviceID: id, orientation: $0) }
        }
    }
}
