/// Columns of text padded to line up; numbers right-aligned.
struct TextTable {
    enum Alignment { case left, right }

    var columns: [(title: String, alignment: Alignment)]
    /// The rows' cells, one row after another (`columns.count` a row); a row given fewer cells
    /// is padded with empty ones, extra cells are dropped.
    private var cells: [String] = []
    private var cellWidths: [Int] = []
    /// Each column's widest cell so far, titles included.
    private var widths: [Int]

    init(columns: [(title: String, alignment: Alignment)]) {
        self.columns = columns
        widths = columns.map { Self.width(of: $0.title) }
    }

    /// A table of `rows`, one after another.
    init(columns: [(title: String, alignment: Alignment)], rows: [[String]]) {
        self.init(columns: columns)
        for row in rows { append(row) }
    }

    var rowCount: Int { columns.isEmpty ? 0 : cells.count / columns.count }

    mutating func append(_ row: [String]) {
        for index in columns.indices {
            let cell = index < row.count ? row[index] : ""
            let width = Self.width(of: cell)
            widths[index] = max(widths[index], width)
            cells.append(cell)
            cellWidths.append(width)
        }
    }

    /// The header (styled with `header`) and rows, with two spaces between columns.
    func render(header: (String) -> String = { $0 }) -> String {
        var title: [UInt8] = []
        writeLine(columns.map(\.title)[...], columns.map { Self.width(of: $0.title) }[...], into: &title)
        var text = Array(header(String(decoding: title, as: UTF8.self)).utf8)
        text.reserveCapacity(text.count + rowCount * (widths.reduce(0, +) + 2 * widths.count + 1))
        for start in stride(from: 0, to: cells.count, by: max(columns.count, 1)) {
            let row = start..<start + columns.count
            text.append(0x0A)
            writeLine(cells[row], cellWidths[row], into: &text)
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// One row's cells, padded to the columns' widths, as UTF-8 appended to `text` (rows are
    /// written into one buffer: a large table has thousands of cells).
    private func writeLine(_ cells: ArraySlice<String>, _ cellWidths: ArraySlice<Int>, into text: inout [UInt8]) {
        let start = text.count
        for (index, (cell, width)) in zip(cells, cellWidths).enumerated() {
            if index > 0 { text.append(0x20); text.append(0x20) }
            let padding = widths[index] - width
            let right = columns[index].alignment == .right
            if right { text.append(contentsOf: repeatElement(0x20, count: padding)) }
            text.append(contentsOf: cell.utf8)
            if !right { text.append(contentsOf: repeatElement(0x20, count: padding)) }
        }
        while text.count > start, text.last == 0x20 { text.removeLast() }
    }

    /// A cell's width in characters; ASCII text is counted in bytes.
    static func width(of text: String) -> Int {
        text.utf8.allSatisfy { $0 < 0x80 } ? text.utf8.count : text.count
    }
}
