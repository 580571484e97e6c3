import Foundation

/// One complete piece of input (a command or a block of source, possibly several lines) and where
/// it starts.
public struct InputEntry: Sendable, Hashable {
    public var text: String
    /// Where the first line came from; nil for lines typed at the prompt.
    public var location: InputLocation?

    /// `# …`, `#!…` and `// …` lines are comments in scripts.
    static func isBlankOrComment(_ trimmed: String) -> Bool {
        trimmed.isEmpty || trimmed == "#" || trimmed.hasPrefix("# ") || trimmed.hasPrefix("#!")
            || trimmed.hasPrefix("//")
    }

    /// Splits a script into entries (see `InputAssembler`).
    public static func split(script: String, file: String) -> [InputEntry] {
        var assembler = InputAssembler(file: file)
        var entries: [InputEntry] = []
        for (index, line) in script.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            entries += assembler.feed(String(line.hasSuffix("\r") ? line.dropLast() : line), number: index + 1)
        }
        return entries + assembler.finish()
    }
}
