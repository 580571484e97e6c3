/// A problem in a profile file, printed as `path:line:col: error: message`.
public struct ProfileDiagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable { case error, warning, note }
    public var file: String
    public var line: Int
    public var column: Int
    public var severity: Severity
    public var message: String

    public init(file: String, line: Int, column: Int, severity: Severity = .error, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    public var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }
}
