/// The stable identity of a kind of diagnostic, as swift-syntax's `MessageID`: the domain that
/// emits it (`layout`, `source`, `profile`, `command`) and a name, written `layout.nan-priority`.
/// The message may change wording; the id does not. `--json` carries it, tests match it, and
/// `framelab explain ID` prints its explanation from the domain's catalogue.
public struct DiagnosticID: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    public var domain: String
    public var name: String

    public init(_ domain: String, _ name: String) {
        self.domain = domain
        self.name = name
    }

    /// `layout.nan-priority`; nil unless the text is a domain, a dot and a name.
    public init?(parsing text: String) {
        guard let dot = text.firstIndex(of: "."), dot != text.startIndex, text.index(after: dot) != text.endIndex else { return nil }
        self.init(String(text[..<dot]), String(text[text.index(after: dot)...]))
    }

    public var description: String { "\(domain).\(name)" }

    public static func < (lhs: DiagnosticID, rhs: DiagnosticID) -> Bool { lhs.description < rhs.description }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let id = DiagnosticID(parsing: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "'\(text)' is not DOMAIN.NAME"))
        }
        self = id
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
