/// One entry of a domain's diagnostic catalogue: the id, the severity it is usually given, a short
/// title, an example that produces it, and what `framelab explain` prints: what the diagnostic means,
/// why FrameLab says it, and how to fix the source or profile.
public struct DiagnosticExplanation: Sendable, Hashable {
    public var id: DiagnosticID
    /// The severity the diagnostic usually has (a site may raise or lower it: an error with no tree,
    /// a warning with one).
    public var severity: Severity
    public var title: String
    /// Source, a profile line or a command that produces the diagnostic ("" when none is short).
    public var example: String
    public var explanation: String

    public init(_ id: DiagnosticID, _ severity: Severity = .warning, title: String, example: String = "", explanation: String) {
        self.id = id
        self.severity = severity
        self.title = title
        self.example = example
        self.explanation = explanation
    }

    /// What `framelab explain ID` and the REPL's `:explain ID` print.
    public var text: String {
        var text = "\(id): \(title) (\(severity.rawValue))\n\n\(explanation)"
        if !example.isEmpty {
            text += "\n\nExample:\n" + example.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
        }
        return text
    }
}

/// The ids and explanations of one domain's diagnostics (one catalogue file per module).
public struct DiagnosticCatalog: Sendable {
    public var domain: String
    public var entries: [DiagnosticExplanation]

    public init(domain: String, entries: [DiagnosticExplanation]) {
        self.domain = domain
        self.entries = entries
    }

    public func explanation(for id: DiagnosticID) -> DiagnosticExplanation? {
        entries.first { $0.id == id }
    }
}
