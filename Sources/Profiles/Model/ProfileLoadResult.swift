/// A registry and every diagnostic found while loading it. With errors, the registry holds only
/// the profiles that loaded cleanly: a REPL keeps its previous registry instead.
public struct ProfileLoadResult: Sendable {
    public var registry: ProfileRegistry
    public var diagnostics: [ProfileDiagnostic]
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
