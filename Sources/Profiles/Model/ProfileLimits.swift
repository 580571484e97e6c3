/// Limits on profile files, each refused with an error naming the limit and the environment
/// variable that raises it (read by `ProfileSearchPath.standard`).
public struct ProfileLimits: Sendable, Hashable {
    /// Largest file read, in bytes (`FRAMELAB_PROFILE_MAX_BYTES`, default 1 MiB).
    public var maximumFileSize: Int
    /// Most YAML nodes a document may have, counting every expansion of an alias
    /// (`FRAMELAB_PROFILE_MAX_NODES`, default 100,000).
    public var maximumNodes: Int
    /// Deepest nesting of mappings and sequences (`FRAMELAB_PROFILE_MAX_DEPTH`, default 64).
    public var maximumDepth: Int

    public init(maximumFileSize: Int = 1 << 20, maximumNodes: Int = 100_000, maximumDepth: Int = 64) {
        self.maximumFileSize = maximumFileSize
        self.maximumNodes = maximumNodes
        self.maximumDepth = maximumDepth
    }

    public static let fileSizeVariable = "FRAMELAB_PROFILE_MAX_BYTES"
    public static let nodesVariable = "FRAMELAB_PROFILE_MAX_NODES"
    public static let depthVariable = "FRAMELAB_PROFILE_MAX_DEPTH"

    /// The defaults, with any positive whole number given in `environment` instead.
    public init(environment: [String: String]) {
        let defaults = ProfileLimits()
        func value(_ name: String, _ fallback: Int) -> Int {
            guard let text = environment[name], let number = Int(text), number > 0 else { return fallback }
            return number
        }
        self.init(
            maximumFileSize: value(Self.fileSizeVariable, defaults.maximumFileSize),
            maximumNodes: value(Self.nodesVariable, defaults.maximumNodes),
            maximumDepth: value(Self.depthVariable, defaults.maximumDepth))
    }
}
