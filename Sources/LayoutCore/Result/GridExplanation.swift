extension LayoutResult {
    /// `:why` for a Grid: the columns (each as wide as its widest single-column cell) and the
    /// rows (each as tall as its tallest cell), read back from the placed cells.
    func gridDecision(_ id: Int, _ grid: GridSpec) -> SizingDecision {
        let node = nodes[id]
        let h = grid.horizontalSpacing.flatMap { $0.isFinite ? $0 : nil } ?? environment.defaultSpacing
        let v = grid.verticalSpacing.flatMap { $0.isFinite ? $0 : nil } ?? environment.defaultSpacing
        var columns: [Double] = []
        var rowHeights: [Double] = []
        var rowNames: [String] = []
        for row in layoutChildren(of: id) {
            guard case .gridRow(let alignment) = row.kind else {
                rowHeights.append(row.frame.height)
                rowNames.append("\(row.typeName) spanning every column")
                continue
            }
            rowHeights.append(row.frame.height)
            let guide = alignment ?? grid.alignment.vertical
            rowNames.append(guide.isTextBaseline ? "GridRow #\(row.id), its cells lined up on their .\(guide.rawValue): max above the line + max below it" : "GridRow #\(row.id)")
            var column = 0
            for cell in layoutChildren(of: row.id) {
                let span: Int
                if case .gridCell(let spec) = cell.kind { span = max(1, spec.columns ?? 1) } else { span = 1 }
                if span == 1 {
                    while columns.count <= column { columns.append(0) }
                    columns[column] = max(columns[column], cell.frame.width)
                }
                column += span
            }
        }
        var steps: [String] = []
        if !columns.isEmpty {
            let gaps = columns.count > 1 ? " + \(columns.count - 1) × \(formatLength(h))" : ""
            steps.append("\(columns.count) column\(columns.count == 1 ? "" : "s"), each as wide as its widest single-column cell (columns share an offered width as a stack's children do): width \(columns.map(formatLength).joined(separator: " + "))\(gaps) = \(formatLength(columns.reduce(0, +) + h * Double(columns.count - 1)))")
        }
        if !rowHeights.isEmpty {
            let gaps = rowHeights.count > 1 ? " + \(rowHeights.count - 1) × \(formatLength(v))" : ""
            steps.append("\(rowHeights.count) row\(rowHeights.count == 1 ? "" : "s") (\(rowNames.joined(separator: ", "))), each as tall as its tallest cell: height \(rowHeights.map(formatLength).joined(separator: " + "))\(gaps) = \(formatLength(node.frame.height))")
        }
        steps.append("a view outside a GridRow spans every column; a Divider there, and gridCellUnsizedAxes cells, take the size the others decided")
        return SizingDecision(rule: "grid", detail: "proposed \(node.proposal.description); a Grid sizes columns and rows from its cells: \(node.frame.size.description)", steps: steps)
    }
}
