import LayoutCore

/// A problem in source, with position and a rendering with the source line and a caret. `id` names
/// the kind of problem (`SourceMessages` explains each).
public struct SourceDiagnostic: Sendable, Hashable, CustomStringConvertible {
    public typealias Severity = LayoutCore.Severity
    public var id: DiagnosticID
    public var severity: Severity
    public var message: String
    public var file: String
    public var line: Int
    public var column: Int
    /// `file:line:col: error: message`, the source line and a caret.
    public var rendered: String

    public init(severity: Severity, message: String, file: String, line: Int, column: Int, rendered: String, id: DiagnosticID = SourceMessages.unclassified) {
        self.id = id
        self.severity = severity
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.rendered = rendered
    }

    public var description: String { rendered }
}
