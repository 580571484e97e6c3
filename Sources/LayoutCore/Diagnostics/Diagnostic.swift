/// A diagnostic of any FrameLab module: the source translator's (`SourceDiagnostic`), the profile
/// loader's (`ProfileDiagnostic`) and the layout engine's (`LayoutDiagnostic`) are this one type.
/// `id` names the kind of problem (a catalogue entry that `framelab explain ID` prints); `message`
/// says what happened this time, and `template` and `arguments` are that message as its site wrote
/// it (`DiagnosticText`): the literal text and the typed values interpolated into it. The position
/// is a file, line and column (1-based), and for a layout diagnostic the node it is about.
public struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    public typealias Severity = LayoutCore.Severity

    public var id: DiagnosticID
    public var severity: Severity
    /// The message as its site wrote it, with its typed arguments.
    public var text: DiagnosticText
    /// The message as printed; setting it makes a message without arguments.
    public var message: String {
        get { text.text }
        set { text = DiagnosticText(verbatim: newValue) }
    }
    /// The message's literal text with `{}` where each argument stands; the whole message (no
    /// arguments) when the site passed a finished string.
    public var template: String { text.template }
    /// The values interpolated into the message, in order.
    public var arguments: [DiagnosticArgument] { text.arguments }
    /// The file ("" for a layout diagnostic in the entry's own source, or none known).
    public var file: String
    /// 1-based; 0 when the diagnostic has no position (a layout diagnostic of a node without one).
    public var line: Int
    public var column: Int
    /// The layout node the diagnostic is about (layout diagnostics).
    public var nodeID: Int?
    /// `file:line:col: severity: message`, the source line and a caret (source diagnostics; ""
    /// when there is no source to show, and `description` composes the header alone).
    public var rendered: String

    public init(_ id: DiagnosticID, severity: Severity, message: String, file: String, line: Int, column: Int, nodeID: Int? = nil, rendered: String = "") {
        self.init(id, severity: severity, text: DiagnosticText(verbatim: message), file: file, line: line, column: column, nodeID: nodeID, rendered: rendered)
    }

    /// A diagnostic whose message keeps its typed arguments.
    public init(_ id: DiagnosticID, severity: Severity, text: DiagnosticText, file: String, line: Int, column: Int, nodeID: Int? = nil, rendered: String = "") {
        self.id = id
        self.severity = severity
        self.text = text
        self.file = file
        self.line = line
        self.column = column
        self.nodeID = nodeID
        self.rendered = rendered
    }

    /// A layout diagnostic, about `nodeID` at `location`.
    public init(_ id: DiagnosticID, severity: Severity, message: DiagnosticText, nodeID: Int? = nil, location: SourceLocation? = nil) {
        self.init(id, severity: severity, text: message, file: "", line: 0, column: 0, nodeID: nodeID)
        self.location = location
    }

    /// A source diagnostic with its rendering.
    public init(severity: Severity, message: String, file: String, line: Int, column: Int, rendered: String, id: DiagnosticID) {
        self.init(id, severity: severity, message: message, file: file, line: line, column: column, rendered: rendered)
    }

    /// A profile diagnostic, printed as `path:line:col: error: message`.
    public init(file: String, line: Int, column: Int, severity: Severity = .error, message: DiagnosticText, id: DiagnosticID) {
        self.init(id, severity: severity, text: message, file: file, line: line, column: column)
    }

    /// The position as a layout `SourceLocation` (nil when there is none; `file` nil for the entry).
    public var location: SourceLocation? {
        get { line > 0 ? SourceLocation(file: file.isEmpty ? nil : file, line: line, column: column) : nil }
        set {
            file = newValue?.file ?? ""
            line = newValue?.line ?? 0
            column = newValue?.column ?? 0
        }
    }

    /// The rendering, or `file:line:col: severity: message` (the parts known).
    public var description: String {
        guard rendered.isEmpty else { return rendered }
        let position = line > 0 ? (file.isEmpty ? "" : "\(file):") + "\(line):\(column): " : (file.isEmpty ? "" : "\(file): ")
        return "\(position)\(severity.rawValue): \(message)"
    }
}

extension Diagnostic: Encodable {
    private enum CodingKeys: String, CodingKey { case id, severity, message, arguments, line, column }

    /// The `--json` form: `{"id", "severity", "message", "arguments", "line", "column"}` (line and
    /// column null when there is no position; `arguments` the message's typed values, strings and
    /// numbers, empty when its site passed a finished string).
    public func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encode(id, forKey: .id)
        try values.encode(severity.rawValue, forKey: .severity)
        try values.encode(message, forKey: .message)
        try values.encode(arguments, forKey: .arguments)
        try values.encode(line > 0 ? line : nil, forKey: .line)
        try values.encode(line > 0 ? column : nil, forKey: .column)
    }
}
