import Foundation

/// Lines that hold only `...` or `…`, the "more code here" of articles and snippets. They are
/// turned into comments of the same length before parsing, so columns stay right.
enum Placeholders {
    /// The source with placeholder lines commented out, and the UTF-8 offset of each placeholder.
    static func commentOut(_ source: String) -> (source: String, offsets: [Int]) {
        var offsets: [Int] = []
        var result = ""
        var offset = 0
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed == "..." || trimmed == "…" {
                let indent = line.prefix { $0 == " " || $0 == "\t" }
                offsets.append(offset + indent.utf8.count)
                result += indent + (trimmed == "..." ? "//." : "//")
                result += String(repeating: " ", count: max(0, line.utf8.count - indent.utf8.count - (trimmed == "..." ? 3 : 2)))
            } else {
                result += line
            }
            result += "\n"
            offset += line.utf8.count + 1
        }
        result.removeLast()
        return (result, offsets)
    }
}
