import ViewSyntax

/// The entries of one script each become a module file padded to where they stood (an entry at
/// line 600 has 599 blank lines before it), so a long script's definitions cost every later
/// translation one parse per entry and thousands of blank lines. Consecutive declarations-only
/// files of one name are laid over one another line by line into one file: each declaration keeps
/// its lines, so every position holds. Files whose lines collide (entries typed at the prompt all
/// start at line 1, a script loaded twice) stay apart.
extension SessionModule {
    static func merged(_ files: [SourceFile]) -> [SourceFile] {
        var groups: [(name: String, lines: [Substring])] = []
        for file in files {
            let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
            if let last = groups.last, last.name == file.name, let overlaid = overlay(last.lines, lines) {
                groups[groups.count - 1].lines = overlaid
            } else {
                groups.append((file.name, lines))
            }
        }
        return groups.map { SourceFile(name: $0.name, text: $0.lines.joined(separator: "\n")) }
    }

    /// `other`'s non-blank lines put into `base`'s blank ones; nil when both have text on a line.
    private static func overlay(_ base: [Substring], _ other: [Substring]) -> [Substring]? {
        var merged = base
        for (index, line) in other.enumerated() where !isBlank(line) {
            if index < merged.count {
                guard isBlank(merged[index]) else { return nil }
                merged[index] = line
            } else {
                merged += Array(repeating: "", count: index - merged.count)
                merged.append(line)
            }
        }
        return merged
    }

    private static func isBlank(_ line: Substring) -> Bool {
        line.utf8.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
    }
}
