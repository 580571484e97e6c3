import LayoutCore

/// The result of translating source: a tree (nil when the source had errors) and diagnostics.
public struct Translation: Sendable {
    public var root: ViewNode?
    public var diagnostics: [SourceDiagnostic]
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    /// Which view was laid out and what else the source offers (previews, views); nil when the
    /// source had no declarations to choose from or did not parse.
    public var selection: RootSelection?

    public init(root: ViewNode?, diagnostics: [SourceDiagnostic]) {
        self.root = root
        self.diagnostics = diagnostics
    }
}
