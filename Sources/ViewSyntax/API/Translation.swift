import LayoutCore

/// The result of translating source: a tree (nil when the source had errors) and diagnostics.
public struct Translation: Sendable {
    public var root: ViewNode?
    public var diagnostics: [SourceDiagnostic]
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    public init(root: ViewNode?, diagnostics: [SourceDiagnostic]) {
        self.root = root
        self.diagnostics = diagnostics
    }
}
