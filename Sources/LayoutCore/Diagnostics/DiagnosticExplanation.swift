/// One entry of a domain's diagnostic catalogue: the id, a short title, and what `framelab explain`
/// prints: what the diagnostic means, why FrameLab says it, and how to fix the source or profile.
public struct DiagnosticExplanation: Sendable, Hashable {
    public var id: DiagnosticID
    public var title: String
    public var explanation: String

    public init(_ id: DiagnosticID, title: String, explanation: String) {
        self.id = id
        self.title = title
        self.explanation = explanation
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
