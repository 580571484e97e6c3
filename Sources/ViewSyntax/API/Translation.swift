import LayoutCore

/// The result of translating source: a tree (nil when the source had errors) and diagnostics.
public struct Translation: Sendable {
    public var root: ViewNode?
    public var diagnostics: [SourceDiagnostic]
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    /// Which view was laid out and what else the source offers (previews, views); nil when the
    /// source had no declarations to choose from or did not parse.
    public var selection: RootSelection?
    /// When no view could be built because every view is inside an `#if os(…)` this platform does
    /// not compile: a device of that platform (`mac-window`) and why (`every view in Card.swift is
    /// inside #if os(macOS)`), on which the caller may lay the source out when the user chose none.
    public var platformDevice: (deviceID: String, reason: String)?

    public init(root: ViewNode?, diagnostics: [SourceDiagnostic]) {
        self.root = root
        self.diagnostics = diagnostics
    }
}
