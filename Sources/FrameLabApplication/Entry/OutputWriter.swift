import Foundation

/// Writes command output: plain output to standard output, warnings and errors to standard error,
/// unbuffered so the two stay in order.
public struct OutputWriter: Sendable {
    public var style: OutputStyle
    public init(style: OutputStyle) { self.style = style }

    public func write(_ output: CommandOutput) {
        for message in output.messages {
            let text = message.rendered(style: style) + "\n"
            (message.isDiagnostic ? FileHandle.standardError : FileHandle.standardOutput).write(Data(text.utf8))
        }
    }

    public func line(_ text: String, error: Bool = false) {
        (error ? FileHandle.standardError : FileHandle.standardOutput).write(Data((text + "\n").utf8))
    }
}
