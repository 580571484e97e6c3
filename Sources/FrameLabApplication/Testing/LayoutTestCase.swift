/// One check of a layout test script: an `:expect` or `:snapshot` that held, or one that failed
/// (any other failing command of the script is a failed case too, at its line).
public struct LayoutTestCase: Sendable, Hashable {
    public var file: String
    public var line: Int
    public var name: String
    /// Nil when the check held; the message when it failed.
    public var failure: String?

    public var passed: Bool { failure == nil }
}

/// The outcome of one script.
public struct LayoutTestScript: Sendable {
    public var file: String
    public var cases: [LayoutTestCase]
    public var seconds: Double
    /// Everything the script printed, for the JUnit report's `system-out`.
    public var transcript: String

    /// The checks and failures of a script's output, in order.
    init(file: String, output: CommandOutput, seconds: Double) {
        self.file = file
        self.seconds = seconds
        transcript = output.rendered()
        cases = output.messages.compactMap { message in
            switch message.kind {
            case .passed:
                return LayoutTestCase(file: message.location?.file ?? file, line: message.location?.line ?? 0, name: message.text, failure: nil)
            case .error:
                let firstLine = message.text.prefix { $0 != "\n" }
                return LayoutTestCase(file: message.location?.file ?? file, line: message.location?.line ?? 0,
                                      name: String(firstLine), failure: message.text)
            case .output, .warning:
                return nil
            }
        }
    }
}
