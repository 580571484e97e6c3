/// Grid and GridRow (SwiftUI's eager two-dimensional grid, iOS 16). Apple's documentation
/// (`Grid`, `GridRow`, `gridCellColumns`, `gridColumnAlignment`, `gridCellAnchor`,
/// `gridCellUnsizedAxes`) fixes the model:
/// - each `GridRow`'s views fill successive columns (a `gridCellColumns(n)` view takes n); a view
///   outside a `GridRow` is a row of its own spanning every column; the grid has as many
///   columns as its longest row;
/// - a column is as wide as its widest single-column cell, a row as tall as its tallest cell;
///   when the grid is offered a length, columns (rows) share it as a stack's children do: least
///   flexible first, each offered an even share of what is left (semantics digest §4.1);
/// - `gridCellUnsizedAxes` cells and a `Divider` outside a row take no part in sizing: they are
///   given the size the others decided;
/// - a cell sits in its area by `gridCellAnchor`, else its column's `gridColumnAlignment`, its
///   row's alignment, then the grid's.
/// Spanning cells do not widen the columns they span (FrameLab's reading; SwiftUI spreads a
/// wider spanning cell's excess over its columns in ways it does not document).
struct GridModel {
    struct Cell {
        var node: Int32
        var column: Int
        var span: Int
        var spec: GridCellSpec
        var unsized: AxisSet
    }

    struct Row {
        var cells: [Cell]
        var alignment: VerticalAlignment?
        /// A view outside a GridRow: spans every column.
        var spansAll: Bool
    }

    var rows: [Row] = []
    /// The GridRow node of each row (nil for a view outside a GridRow).
    var rowNodes: [Int32?] = []
    var columnCount = 0
    var columnAlignments: [HorizontalAlignment?] = []
}

extension LayoutRun {
    /// The cell spec of a grid child: the `gridCell` modifiers wrapping it, merged.
    private func gridCellSpec(_ node: Int32) -> GridCellSpec {
        var spec = GridCellSpec()
        var current = node
        while true {
            switch arena.kinds[Int(current)] {
            case .gridCell(let cell): spec = cell.merging(spec)
            case let kind where kind.isModifier: break
            default: return spec
            }
            guard let child = arena.firstChild(current) else { return spec }
            current = child
        }
    }

    /// A `line` view (Divider) outside a GridRow spans the columns without widening them.
    private func isLine(_ node: Int32) -> Bool {
        var current = node
        while true {
            switch arena.kinds[Int(current)] {
            case .control(let control): return control.kind.sizing.rule == .line
            case .gridCell:
                guard let child = arena.firstChild(current) else { return false }
                current = child
            default: return false
            }
        }
    }

    /// The most columns a Grid lays out (FrameLab's clamp, as lazy grids' 1000 tracks): past it a
    /// row's cells share the last column, so hostile spans cannot make the layout quadratic.
    static var maximumGridColumns: Int { 1000 }

    mutating func gridModel(_ i: Int32) -> GridModel {
        var model = GridModel()
        var clamped = false
        for child in arena.layoutChildren(i) {
            if case .gridRow(let alignment) = arena.kinds[Int(child)] {
                var column = 0
                var cells: [GridModel.Cell] = []
                for cell in arena.layoutChildren(child) {
                    let spec = gridCellSpec(cell)
                    var span = spec.columns ?? 1
                    if span < 1 {
                        diagnose(.warning, LayoutMessages.gridSpanZero, "gridCellColumns(\(span)) spans no column; 1 is used", node: cell)
                        span = 1
                    }
                    let limit = Self.maximumGridColumns
                    if column + span > limit {
                        clamped = true
                        column = min(column, limit - 1)
                        span = limit - column
                    }
                    cells.append(GridModel.Cell(node: cell, column: column, span: span, spec: spec, unsized: spec.unsizedAxes))
                    column += span
                }
                model.columnCount = max(model.columnCount, column)
                model.rows.append(GridModel.Row(cells: cells, alignment: alignment, spansAll: false))
                model.rowNodes.append(child)
            } else {
                let spec = gridCellSpec(child)
                var unsized = spec.unsizedAxes
                if isLine(child) { unsized.formUnion(.horizontal) }
                model.rows.append(GridModel.Row(cells: [GridModel.Cell(node: child, column: 0, span: 1, spec: spec, unsized: unsized)], alignment: nil, spansAll: true))
                model.rowNodes.append(nil)
            }
        }
        if clamped {
            diagnose(.warning, LayoutMessages.gridTooManyColumns, "the grid's rows span more than \(Self.maximumGridColumns) columns; FrameLab lays out \(Self.maximumGridColumns) and the cells past the last share it (FrameLab's clamp)", node: i)
        }
        model.columnCount = max(model.columnCount, model.rows.isEmpty ? 0 : 1)
        for r in model.rows.indices where model.rows[r].spansAll {
            model.rows[r].cells[0].span = model.columnCount
        }
        model.columnAlignments = Array(repeating: nil, count: model.columnCount)
        for row in model.rows where !row.spansAll {
            for cell in row.cells where cell.span == 1 {
                if let alignment = cell.spec.columnAlignment, model.columnAlignments[cell.column] == nil {
                    model.columnAlignments[cell.column] = alignment
                }
            }
        }
        return model
    }

    private func gridSpacing(_ value: Double?) -> Double {
        guard let value, value.isFinite else { return env.defaultSpacing }
        return value
    }

    /// Lengths of `count` tracks sharing `available` (nil: each its ideal), stack-fashion.
    private mutating func gridShare(_ count: Int, available: Double?, answer: (inout LayoutRun, Int, Double?) -> Double) -> [Double] {
        guard let available else { return (0..<count).map { answer(&self, $0, nil) } }
        var probes: [(index: Int, minimum: Double, flexibility: Double)] = []
        for k in 0..<count {
            let minimum = answer(&self, k, 0)
            let maximum = answer(&self, k, .infinity)
            probes.append((k, minimum, maximum - minimum))
        }
        // When every track's largest answer fits, each gets it: offering an even share first could
        // cut a track that is only a pixel wider than the share (a Text, whose width is rounded up
        // to the pixel grid) although the grid was sized to hold them all.
        let largest = probes.map { $0.minimum + $0.flexibility }
        if largest.allSatisfy(\.isFinite), largest.reduce(0, +) <= available + 1e-9 { return largest }
        probes.sort { $0.flexibility != $1.flexibility ? $0.flexibility < $1.flexibility : $0.index < $1.index }
        var lengths = Array(repeating: 0.0, count: count)
        var remaining = available
        var left = Double(count)
        for probe in probes {
            let length = answer(&self, probe.index, max(remaining / left, 0))
            lengths[probe.index] = length
            remaining -= length
            left -= 1
        }
        return lengths
    }

    /// Column widths then row heights for proposal `p`.
    mutating func gridTracks(_ i: Int32, _ spec: GridSpec, _ model: GridModel, _ p: ProposedSize, _ ctx: LayoutContext) -> (columns: [Double], rows: [Double]) {
        let inner = ctx.descending()
        let h = gridSpacing(spec.horizontalSpacing)
        let v = gridSpacing(spec.verticalSpacing)
        let n = model.columnCount
        let availableWidth = p.width.map { $0 - h * Double(max(0, n - 1)) }
        // Each column's cells are found once, not once per column and probe (quadratic in the cells).
        var cellsByColumn = Array(repeating: [Int32](), count: n)
        for row in model.rows where !row.spansAll {
            for cell in row.cells where cell.span == 1 && !cell.unsized.contains(.horizontal) && cellsByColumn.indices.contains(cell.column) {
                cellsByColumn[cell.column].append(cell.node)
            }
        }
        let columns = gridShare(n, available: availableWidth) { run, column, offer in
            cellsByColumn[column].reduce(0.0) { max($0, run.size($1, ProposedSize(width: offer, height: nil), inner).width) }
        }
        func spannedWidth(_ cell: GridModel.Cell) -> Double {
            let end = min(cell.column + cell.span, n)
            guard end > cell.column else { return 0 }
            return columns[cell.column..<end].reduce(0, +) + h * Double(end - cell.column - 1)
        }
        let availableHeight = p.height.map { $0 - v * Double(max(0, model.rows.count - 1)) }
        let rows = gridShare(model.rows.count, available: availableHeight) { run, r, offer in
            var tallest = 0.0
            for cell in model.rows[r].cells where !cell.unsized.contains(.vertical) {
                var width = spannedWidth(cell)
                if model.rows[r].spansAll && !cell.unsized.contains(.horizontal), let proposed = p.width {
                    width = max(width, proposed)
                }
                tallest = max(tallest, run.size(cell.node, ProposedSize(width: width, height: offer), inner).height)
            }
            let row = model.rows[r]
            if let guided = run.rowGuideLayout(row, spec, inner, proposal: { ProposedSize(width: spannedWidth($0), height: offer) }) {
                tallest = max(tallest, guided.extent)
            }
            return tallest
        }
        return (columns, rows)
    }

    /// A row whose alignment is a text baseline or a guide some cell sets explicitly lines its
    /// cells up on it, as a stack does (`guideLayout`): the row is `max gᵢ + max (heightᵢ − gᵢ)`
    /// tall and each cell's top is `line − gᵢ`. Nil for rows aligned by fractions alone.
    mutating func rowGuideLayout(_ row: GridModel.Row, _ spec: GridSpec, _ ctx: LayoutContext, proposal: (GridModel.Cell) -> ProposedSize) -> (cells: [Int32], starts: [Double], extent: Double)? {
        let alignment = row.alignment ?? spec.alignment.vertical
        guard !row.spansAll, arena.hasAlignmentGuides || alignment.isTextBaseline else { return nil }
        let cells = row.cells.filter { $0.spec.anchor == nil && !$0.unsized.contains(.vertical) }
        let nodes = cells.map(\.node)
        guard !nodes.isEmpty, hasExplicitGuide(nodes[...], .vertical, alignment.rawValue, ctx) else { return nil }
        let sizes = cells.map { size($0.node, proposal($0), ctx) }
        let guided = guideLayout(nodes[...], sizes: sizes, .vertical, alignment.rawValue, fraction: alignment.fraction, ctx)
        return (nodes, guided.starts, guided.extent)
    }

    @inline(never)
    mutating func gridSize(_ i: Int32, _ spec: GridSpec, _ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        let model = gridModel(i)
        let (columns, rows) = gridTracks(i, spec, model, p, ctx)
        let h = gridSpacing(spec.horizontalSpacing)
        let v = gridSpacing(spec.verticalSpacing)
        var width = columns.reduce(0, +) + h * Double(max(0, columns.count - 1))
        // A flexible view outside a GridRow (not a Divider, not unsized) takes the width offered.
        let inner = ctx.descending()
        for row in model.rows where row.spansAll && !row.cells[0].unsized.contains(.horizontal) {
            width = max(width, size(row.cells[0].node, ProposedSize(width: p.width, height: nil), inner).width)
        }
        let height = rows.reduce(0, +) + v * Double(max(0, rows.count - 1))
        return Size(width: width, height: height)
    }

    @inline(never)
    mutating func placeGrid(_ i: Int32, _ spec: GridSpec, _ frame: Rect, _ ctx: LayoutContext) {
        let model = gridModel(i)
        let (columns, rows) = gridTracks(i, spec, model, ProposedSize(frame.size), ctx)
        let h = gridSpacing(spec.horizontalSpacing)
        let v = gridSpacing(spec.verticalSpacing)
        var columnStarts: [Double] = []
        var x = frame.minX
        for width in columns {
            columnStarts.append(x)
            x += width + h
        }
        let inner = ctx.descending()
        var y = frame.minY
        func cellArea(_ cell: GridModel.Cell, _ row: GridModel.Row, height: Double) -> Size {
            let end = min(cell.column + cell.span, columns.count)
            var width = end > cell.column ? columns[cell.column..<end].reduce(0, +) + h * Double(end - cell.column - 1) : 0
            if row.spansAll { width = frame.width }
            return Size(width: width, height: height)
        }
        for (r, row) in model.rows.enumerated() {
            let guided = rowGuideLayout(row, spec, inner) { ProposedSize(cellArea($0, row, height: rows[r])) }
            if let rowNode = model.rowNodes[r] {
                // A GridRow has no layout of its own in a grid: its frame is the row's band.
                frames[Int(rowNode)] = Rect(origin: Point(x: frame.minX, y: y), size: Size(width: frame.width, height: rows[r]))
                proposals[Int(rowNode)] = CompactProposal(ProposedSize(frames[Int(rowNode)].size))
                placed[Int(rowNode)] = true
                if incremental { placedInPass.append(rowNode) }
            }
            for cell in row.cells {
                let area = Rect(origin: Point(x: columnStarts.isEmpty ? frame.minX : columnStarts[min(cell.column, columnStarts.count - 1)], y: y), size: cellArea(cell, row, height: rows[r]))
                let proposal = ProposedSize(area.size)
                let s = size(cell.node, proposal, inner)
                var origin: Point
                if let anchor = cell.spec.anchor {
                    origin = Point(x: anchor.x * (area.size.width - s.width), y: anchor.y * (area.size.height - s.height))
                } else {
                    let horizontal = (cell.span == 1 && !row.spansAll ? model.columnAlignments[cell.column] : nil) ?? spec.alignment.horizontal
                    let vertical = row.alignment ?? spec.alignment.vertical
                    origin = Alignment(horizontal: horizontal, vertical: vertical).origin(of: s, in: area.size)
                    if let guided, let k = guided.cells.firstIndex(of: cell.node) {
                        origin.y = guided.starts[k]
                    }
                }
                place(cell.node, at: origin.offset(area.origin), proposal: proposal, inner)
            }
            y += rows[r] + v
        }
    }
}
