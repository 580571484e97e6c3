/// Turns lines into entries: an entry goes on while its brackets are unbalanced, and a line that
/// starts with `.` continues the source before it (`Rectangle()` then `  .frame(width: 50)`), so a
/// complete source entry is held until the next line shows it is finished. A declaration line
/// (`struct Pill: ButtonStyle {`) directly after view source (no blank line) also continues it, so the view can use
/// the types declared below it (as `:save` writes a custom style). Blank lines and comment lines
/// between entries are skipped.
struct InputAssembler {
    let file: String
    private var pending: [String] = []
    /// The balance of `pending`, kept as lines arrive.
    private var balance = InputBalance.Scanner()
    private var start = 0
    private var held: InputEntry?
    /// Whether a blank or comment line came after the held entry.
    private var heldIsSeparated = false

    init(file: String) { self.file = file }

    /// Takes line `number` (1-based) and returns the entries it completes.
    mutating func feed(_ line: String, number: Int) -> [InputEntry] {
        var completed: [InputEntry] = []
        if pending.isEmpty {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            balance = InputBalance.Scanner()
            if let source = held, trimmed.hasPrefix(".") && !trimmed.hasPrefix("..") || Self.isDeclaration(trimmed) && !heldIsSeparated {
                pending = [source.text]
                balance.addLine(source.text)
                start = source.location?.line ?? number
                held = nil
            } else if InputEntry.isBlankOrComment(trimmed) {
                heldIsSeparated = held != nil
                return []
            } else {
                if let source = held { completed.append(source) }
                held = nil
                start = number
            }
        }
        heldIsSeparated = false
        pending.append(line)
        // Each line is scanned once (rescanning the whole entry for every line was quadratic:
        // 40,000 lines alternating `((` and `)` took 22 s).
        balance.addLine(line)
        guard balance.isComplete else { return completed }
        let text = pending.joined(separator: "\n")
        pending = []
        let entry = InputEntry(text: text, location: InputLocation(file: file, line: start))
        if text.trimmingCharacters(in: .whitespaces).hasPrefix(":") {
            completed.append(entry)
        } else {
            held = entry
        }
        return completed
    }

    /// `struct …`, `extension …` (with any attributes and access level before them).
    static func isDeclaration(_ line: String) -> Bool {
        var words = line.split(separator: " ", omittingEmptySubsequences: true)[...]
        while let first = words.first, first.hasPrefix("@") || ["private", "fileprivate", "internal", "public", "final"].contains(first) {
            words = words.dropFirst()
        }
        return words.first.map { ["struct", "extension", "enum", "class"].contains($0) } ?? false
    }

    /// The entries still open at the end of input.
    mutating func finish() -> [InputEntry] {
        var completed: [InputEntry] = []
        if let source = held { completed.append(source) }
        if !pending.isEmpty {
            completed.append(InputEntry(text: pending.joined(separator: "\n"), location: InputLocation(file: file, line: start)))
        }
        held = nil
        pending = []
        return completed
    }
}
