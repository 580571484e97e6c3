/// Columns of text padded to line up; numbers right-aligned.
struct TextTable {
    enum Alignment { case left, right }

    var columns: [(title: String, alignment: Alignment)]
    /// The rows' cells, one row after another (`columns.count` a row); a row given fewer cells
    /// is padded with empty ones, extra cells are dropped.
    private var cells: [String] = []
    /// Each column's widest cell so far, titles included.
    private var widths: [Int]

    init(columns: [(title: String, alignment: Alignment)]) {
        self.columns = columns
        widths = columns.map { Self.width(of: $0.title) }
    }

    var rowCount: Int { columns.isEmpty ? 0 : cells.count / columns.count }

    mutating func append(_ row: [String]) {
        for index in columns.indices {
            let cell = index < row.count ? row[index] : ""
            widths[index] = max(widths[index], Self.width(of: cell))
            cells.append(cell)
        }
    }

    /// The header (styled with `header`) and rows, with two spaces between columns.
    func render(header: (String) -> String = { $0 }) -> String {
        // Rows are written as UTF-8 into one buffer: a large table has thousands of cells.
        func line(_ row: some Collection<String>, into text: inout [UInt8]) {
            let start = text.count
            for (index, cell) in zip(columns.indices, row) {
                if index > 0 { text.append(contentsOf: [0x20, 0x20]) }
                let padding = widths[index] - Self.width(of: cell)
                let right = columns[index].alignment == .right
                if right { text.append(contentsOf: repeatElement(0x20, count: padding)) }
                text.append(contentsOf: cell.utf8)
                if !right { text.append(contentsOf: repeatElement(0x20, count: padding)) }
            }
            while text.count > start, text.last == 0x20 { text.removeLast() }
        }
        var title: [UInt8] = []
        line(columns.map(\.title), into: &title)
        var text = Array(header(String(decoding: title, as: UTF8.self)).utf8)
        text.reserveCapacity(text.count + rowCount * (widths.reduce(0, +) + 2 * widths.count + 1))
        var start = 0
        while start < cells.count {
            text.append(0x0A)
            line(cells[start..<start + columns.count], into: &text)
            start += columns.count
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// A cell's width in characters; ASCII text is counted in bytes.
    static func width(of text: String) -> Int {
        text.utf8.allSatisfy { $0 < 0x80 } ? text.utf8.count : text.count
    }
}
