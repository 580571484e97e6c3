import LayoutCore

/// A problem in a profile file, printed as `path:line:col: error: message`. `id` names the kind of
/// problem (`ProfileMessages` explains each).
public struct ProfileDiagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    public typealias Severity = LayoutCore.Severity
    public var id: DiagnosticID
    public var file: String
    public var line: Int
    public var column: Int
    public var severity: Severity
    public var message: String

    public init(file: String, line: Int, column: Int, severity: Severity = .error, message: String, id: DiagnosticID = ProfileMessages.unclassified) {
        self.id = id
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    public var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }
}
