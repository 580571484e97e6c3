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
        titleTable.writeLine(0, into: &title)
        var text = Array(header(String(decoding: title, as: UTF8.self)).utf8)
        text.reserveCapacity(text.count + rowCount * (widths.reduce(0, +) + 2 * widths.count + 1))
        for row in 0..<rowCount {
            text.append(0x0A)
            writeLine(row, into: &text)
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The titles as a table's only row, padded to this table's widths.
    private var titleTable: TextTable {
        var table = TextTable(columns: columns)
        table.append(columns.map(\.title))
        table.widths = widths
        return table
    }

    /// Row `row` as UTF-8, rows being written into one buffer (a large table has thousands of cells).
    private func writeLine(_ row: Int, into text: inout [UInt8]) {
        let start = text.count
        for index in columns.indices {
            if index > 0 { text.append(0x20); text.append(0x20) }
            let cell = row * columns.count + index
            let padding = widths[index] - cellWidths[cell]
            let right = columns[index].alignment == .right
            if right { text.append(contentsOf: repeatElement(0x20, count: padding)) }
            text.append(contentsOf: cells[cell].utf8)
            if !right { text.append(contentsOf: repeatElement(0x20, count: padding)) }
        }
        while text.count > start, text.last == 0x20 { text.removeLast() }
    }

    /// A cell's width in characters; ASCII text is counted in bytes.
    static func width(of text: String) -> Int {
        text.utf8.allSatisfy { $0 < 0x80 } ? text.utf8.count : text.count
    }
}
