/// How much a diagnostic matters: the one severity every FrameLab diagnostic uses (source,
/// profile, layout and command diagnostics alike).
public enum Severity: String, Sendable, Hashable, Codable, CaseIterable {
    case error, warning, note
}
