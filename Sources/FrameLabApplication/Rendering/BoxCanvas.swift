/// A grid of character cells on which boxes are drawn with box-drawing characters. Lines that meet
/// join (`┬ ├ ┼`); the screen's outline is a double line; shading and text go on top of fills.
struct BoxCanvas {
    enum Tone: Hashable { case plain, screen, safeArea, bar, view, label }

    private struct Cell {
        /// Line directions from the cell's centre: up 1, right 2, down 4, left 8.
        var lines: UInt8 = 0
        var double = false
        var fill: Character?
        var text: Character?
        var tone: Tone = .plain
    }

    let width: Int
    let height: Int
    private var cells: [Cell]

    init(width: Int, height: Int) {
        self.width = max(1, width)
        self.height = max(1, height)
        cells = Array(repeating: Cell(), count: self.width * self.height)
    }

    private func index(_ column: Int, _ row: Int) -> Int? {
        guard (0..<width).contains(column), (0..<height).contains(row) else { return nil }
        return row * width + column
    }

    /// Shades the cells from (c0, r0) to (c1, r1), inclusive.
    mutating func fill(columns c0: Int, _ c1: Int, rows r0: Int, _ r1: Int, with character: Character, tone: Tone) {
        guard c0 <= c1, r0 <= r1 else { return }
        for row in r0...r1 {
            for column in c0...c1 {
                guard let i = index(column, row), cells[i].lines == 0 else { continue }
                cells[i].fill = character
                cells[i].tone = tone
            }
        }
    }

    /// The outline of a box whose corners are the cells (c0, r0) and (c1, r1).
    mutating func box(columns c0: Int, _ c1: Int, rows r0: Int, _ r1: Int, double: Bool = false, tone: Tone) {
        line(.row(r0), from: c0, to: c1, double: double, tone: tone)
        line(.row(r1), from: c0, to: c1, double: double, tone: tone)
        line(.column(c0), from: r0, to: r1, double: double, tone: tone)
        line(.column(c1), from: r0, to: r1, double: double, tone: tone)
    }

    /// Where a straight line lies: along one row (horizontal) or down one column (vertical).
    private enum LineTrack { case row(Int), column(Int) }

    /// A line on `track` from cell `start` to `end`; each cell joins towards its neighbours on it.
    private mutating func line(_ track: LineTrack, from start: Int, to end: Int, double: Bool, tone: Tone) {
        guard start < end else { return }
        // Direction bits (Cell.lines): up 1, right 2, down 4, left 8.
        let (towardStart, towardEnd): (UInt8, UInt8)
        switch track {
        case .row: (towardStart, towardEnd) = (8, 2)
        case .column: (towardStart, towardEnd) = (1, 4)
        }
        for position in start...end {
            var bits: UInt8 = 0
            if position > start { bits |= towardStart }
            if position < end { bits |= towardEnd }
            switch track {
            case .row(let row): add(bits, position, row, double: double, tone: tone)
            case .column(let column): add(bits, column, position, double: double, tone: tone)
            }
        }
    }

    private mutating func add(_ bits: UInt8, _ column: Int, _ row: Int, double: Bool, tone: Tone) {
        guard let i = index(column, row) else { return }
        if cells[i].double && !double { return }
        if double && !cells[i].double { cells[i].lines = 0 }
        cells[i].lines |= bits
        cells[i].double = double
        cells[i].tone = tone
    }

    /// Whether `count` cells from (column, row) are free for text: no text there yet, and no
    /// lines either unless `overLines`.
    func isFree(column: Int, row: Int, count: Int, overLines: Bool) -> Bool {
        guard count > 0, column >= 0, column + count <= width, (0..<height).contains(row) else { return false }
        return (column..<column + count).allSatisfy {
            let cell = cells[row * width + $0]
            return cell.text == nil && (overLines || cell.lines == 0)
        }
    }

    mutating func write(_ text: String, column: Int, row: Int, tone: Tone) {
        for (offset, character) in text.enumerated() {
            guard let i = index(column + offset, row) else { continue }
            cells[i].text = character
            cells[i].tone = tone
        }
    }

    /// The rows as text, each run of a tone styled by `style`, trailing spaces removed.
    func render(style: (Tone, String) -> String) -> [String] {
        (0..<height).map { row in
            var line = ""
            var run = ""
            var runTone = Tone.plain
            for column in 0..<width {
                let cell = cells[row * width + column]
                let character = cell.text ?? (cell.lines != 0 ? Self.glyph(cell.lines, double: cell.double) : cell.fill ?? " ")
                let tone = character == " " ? .plain : cell.tone
                if tone != runTone {
                    line += run.isEmpty ? "" : style(runTone, run)
                    run = ""
                    runTone = tone
                }
                run.append(character)
            }
            if runTone == .plain {
                while run.last == " " { run.removeLast() }
            }
            line += run.isEmpty ? "" : style(runTone, run)
            return line
        }
    }

    private static func glyph(_ bits: UInt8, double: Bool) -> Character {
        let single: [Character] = [" ", "│", "─", "└", "│", "│", "┌", "├", "─", "┘", "─", "┴", "┐", "┤", "┬", "┼"]
        let doubled: [Character] = [" ", "║", "═", "╚", "║", "║", "╔", "╠", "═", "╝", "═", "╩", "╗", "╣", "╦", "╬"]
        return (double ? doubled : single)[Int(bits & 15)]
    }
}
