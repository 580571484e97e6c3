import Foundation

/// Lines that hold only `...` or `…`, the "more code here" of articles and snippets. They are
/// turned into comments before parsing; nothing else on those lines moves.
enum Placeholders {
    /// The source with placeholder lines commented out, and the UTF-8 offset of each placeholder
    /// in the returned text.
    static func commentOut(_ source: String) -> (source: String, offsets: [Int]) {
        // Most files have no placeholder: one byte scan instead of splitting every line.
        guard ByteSearch.contains(source, "...") || ByteSearch.contains(source, "…") else {
            return (source, [])
        }
        var offsets: [Int] = []
        var lines: [String] = []
        var offset = 0
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            var text = String(line)
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed == "..." || trimmed == "…" {
                let indent = String(line.prefix { $0 == " " || $0 == "\t" })
                offsets.append(offset + indent.utf8.count)
                text = indent + "// " + trimmed
            }
            lines.append(text)
            offset += text.utf8.count + 1
        }
        return (lines.joined(separator: "\n"), offsets)
    }
}
