import Foundation

/// One complete piece of input (a command or a block of source, possibly several lines) and where
/// it starts.
public struct InputEntry: Sendable, Hashable {
    public var text: String
    /// Where the first line came from; nil for lines typed at the prompt.
    public var location: InputLocation?

    public init(text: String, location: InputLocation? = nil) {
        self.text = text
        self.location = location
    }

    /// `# …`, `#!…` and `// …` lines are comments in scripts.
    static func isBlankOrComment(_ trimmed: String) -> Bool {
        trimmed.isEmpty || trimmed == "#" || trimmed.hasPrefix("# ") || trimmed.hasPrefix("#!")
            || trimmed.hasPrefix("//")
    }

    /// Splits a script into entries: a line starts a new entry unless the previous one is still
    /// open (unbalanced brackets). Blank lines and `#` comment lines between entries are skipped.
    public static func split(script: String, file: String) -> [InputEntry] {
        var entries: [InputEntry] = []
        var pending: [String] = []
        var start = 0
        for (index, line) in script.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(line.hasSuffix("\r") ? line.dropLast() : line)
            if pending.isEmpty {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if isBlankOrComment(trimmed) { continue }
                start = index + 1
            }
            pending.append(line)
            let text = pending.joined(separator: "\n")
            if InputBalance.isComplete(text) {
                entries.append(InputEntry(text: text, location: InputLocation(file: file, line: start)))
                pending = []
            }
        }
        if !pending.isEmpty {
            entries.append(InputEntry(text: pending.joined(separator: "\n"), location: InputLocation(file: file, line: start)))
        }
        return entries
    }
}
