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
        // Rows are written as UTF-8 into one buffer: a large table has thousands of cells.
        func line(_ cells: [String], _ cellWidths: [Int], into text: inout [UInt8]) {
            let start = text.count
            for (index, width) in widths.enumerated() {
                if index > 0 { text.append(contentsOf: [0x20, 0x20]) }
                let padding = max(0, width - (index < cellWidths.count ? cellWidths[index] : 0))
                let right = columns[index].alignment == .right
                if right { text.append(contentsOf: repeatElement(0x20, count: padding)) }
                if index < cells.count { text.append(contentsOf: cells[index].utf8) }
                if !right { text.append(contentsOf: repeatElement(0x20, count: padding)) }
            }
            while text.count > start, text.last == 0x20 { text.removeLast() }
        }
        var title: [UInt8] = []
        line(columns.map(\.title), titleWidths, into: &title)
        var text = Array(header(String(decoding: title, as: UTF8.self)).utf8)
        text.reserveCapacity(text.count + rows.count * (widths.reduce(0, +) + 2 * widths.count + 1))
        for (row, rowWidths) in zip(rows, cellWidths) {
            text.append(0x0A)
            line(row, rowWidths, into: &text)
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// A cell's width in characters; ASCII text is counted in bytes.
    static func width(of text: String) -> Int {
        text.utf8.allSatisfy { $0 < 0x80 } ? text.utf8.count : text.count
    }
}
