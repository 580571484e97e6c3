/// What one command printed, whether it failed, and whether the session should end.
public struct CommandOutput: Sendable, Hashable {
    public var messages: [OutputMessage] = []
    public var failed = false
    public var quit = false

    public init() {}

    mutating func print(_ text: String) {
        messages.append(OutputMessage(kind: .output, text: text))
    }

    mutating func warn(_ text: String, at location: InputLocation? = nil) {
        messages.append(OutputMessage(kind: .warning, text: text, location: location))
    }

    mutating func fail(_ text: String, at location: InputLocation? = nil) {
        messages.append(OutputMessage(kind: .error, text: text, location: location))
        failed = true
    }

    mutating func append(_ other: CommandOutput) {
        messages += other.messages
        failed = failed || other.failed
    }

    /// The messages as text, one after another, as they would be printed.
    public func rendered(style: OutputStyle = .plain) -> String {
        messages.map { $0.rendered(style: style) }.joined(separator: "\n")
    }
}

/// One piece of output: plain output goes to standard output, warnings and errors to standard error.
public struct OutputMessage: Sendable, Hashable {
    public enum Kind: Sendable, Hashable { case output, warning, error, passed }
    public var kind: Kind
    public var text: String
    /// Where the input came from, printed as `file:line:` in scripts.
    public var location: InputLocation?

    public var isDiagnostic: Bool { kind == .warning || kind == .error }

    public func rendered(style: OutputStyle) -> String {
        let prefix = location.map { "\($0): " } ?? ""
        switch kind {
        case .output: return text
        case .passed: return prefix + style.green("ok") + ": " + text
        case .warning: return prefix + style.yellow("warning") + ": " + text
        case .error: return prefix + style.red("error") + ": " + text
        }
    }
}

/// A file (or `<stdin>`) and line that input came from.
public struct InputLocation: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int
    /// The column, for diagnostics that point into source.
    public var column: Int?
    public var description: String { "\(file):\(line)" + (column.map { ":\($0)" } ?? "") }
}
