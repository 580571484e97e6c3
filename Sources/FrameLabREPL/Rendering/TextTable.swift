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
        let titleWidths = columns.map { Self.width(of: $0.title) }
        let cellWidths = rows.map { $0.map(Self.width(of:)) }
        var widths = titleWidths
        for row in cellWidths {
            for (index, width) in row.enumerated() where index < widths.count {
                widths[index] = max(widths[index], width)
            }
        }
        func line(_ cells: [String], _ cellWidths: [Int]) -> String {
            var text = ""
            for (index, width) in widths.enumerated() {
                if index > 0 { text += "  " }
                let cell = index < cells.count ? cells[index] : ""
                let padding = String(repeating: " ", count: max(0, width - (index < cellWidths.count ? cellWidths[index] : 0)))
                if columns[index].alignment == .right { text += padding; text += cell } else { text += cell; text += padding }
            }
            let trimmed = text.utf8.reversed().prefix { $0 == UInt8(ascii: " ") }.count
            return trimmed == 0 ? text : String(decoding: text.utf8.dropLast(trimmed), as: UTF8.self)
        }
        var lines = [header(line(columns.map(\.title), titleWidths))]
        lines.reserveCapacity(rows.count + 1)
        for (row, rowWidths) in zip(rows, cellWidths) { lines.append(line(row, rowWidths)) }
        return lines.joined(separator: "\n")
    }

    /// A cell's width in characters; ASCII text is counted in bytes.
    static func width(of text: String) -> Int {
        text.utf8.allSatisfy { $0 < 0x80 } ? text.utf8.count : text.count
    }
}
