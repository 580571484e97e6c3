/// Columns of text padded to line up; numbers right-aligned.
struct TextTable {
    enum Alignment { case left, right }

    var columns: [(title: String, alignment: Alignment)]
    var rows: [[String]] = []

    init(columns: [(title: String, alignment: Alignment)]) {
        self.columns = columns
    }

    mutating func append(_ row: [String]) {
        rows.append(row)
    }

    /// The header (styled with `header`) and rows, with two spaces between columns.
    func render(header: (String) -> String = { $0 }) -> String {
        var widths = columns.map { $0.title.count }
        for row in rows {
            for (index, cell) in row.enumerated() where index < widths.count {
                widths[index] = max(widths[index], cell.count)
            }
        }
        func line(_ cells: [String]) -> String {
            var parts: [String] = []
            for (index, width) in widths.enumerated() {
                let cell = index < cells.count ? cells[index] : ""
                let padding = String(repeating: " ", count: max(0, width - cell.count))
                parts.append(columns[index].alignment == .right ? padding + cell : cell + padding)
            }
            var text = parts.joined(separator: "  ")
            while text.hasSuffix(" ") { text.removeLast() }
            return text
        }
        return ([header(line(columns.map(\.title)))] + rows.map(line)).joined(separator: "\n")
    }
}
