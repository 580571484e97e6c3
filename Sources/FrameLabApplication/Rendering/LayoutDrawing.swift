import LayoutCore

/// `:draw`: the layout as a box drawing scaled to a terminal width. The screen is a double line,
/// the safe-area insets are shaded `░`, bars `▒`, and each view's frame is a box labelled with
/// its name or id. A character cell is about twice as tall as it is wide, so one row stands for
/// twice the points of one column.
enum LayoutDrawing {
    /// With `scene`, each Text is written as its words where it sits (clipped to its scroll views),
    /// in place of its box, and the other boxes are labelled where the words leave room.
    static func render(_ result: LayoutResult, columns: Int, format: NumberFormat, style: OutputStyle, scene: PictureScene? = nil) -> String {
        let window = result.environment.windowSize
        let span = max(10, columns - 1) - 1
        guard window.width > 0, window.height > 0, window.width.isFinite, window.height.isFinite else {
            return "the window has no area to draw"
        }
        let xScale = Double(span) / window.width
        let yScale = xScale / 2
        let rows = max(2, Int((window.height * yScale).rounded()))
        var canvas = BoxCanvas(width: span + 1, height: rows + 1)
        func cell(_ value: Double, _ scale: Double, _ limit: Int) -> Int {
            let scaled = (value * scale).rounded()
            guard scaled.isFinite else { return scaled > 0 ? limit : 0 }
            return Int(min(Double(limit), max(0, scaled)))
        }
        func column(_ x: Double) -> Int { cell(x, xScale, span) }
        func row(_ y: Double) -> Int { cell(y, yScale, rows) }

        let regions = ScreenRegions(result, format: format)
        for band in regions.bands {
            let (c0, c1, r0, r1) = (column(band.rect.minX), column(band.rect.maxX), row(band.rect.minY), row(band.rect.maxY))
            let inner = (c0: max(1, c0), c1: min(span - 1, c1 - 1), r0: max(1, r0), r1: min(rows - 1, r1 - 1))
            let fallback = (r0: max(1, r0), r1: min(rows - 1, max(r0, r1 - 1)))
            let rowsToFill = inner.r0 <= inner.r1 ? (inner.r0, inner.r1) : (fallback.r0, fallback.r1)
            canvas.fill(columns: inner.c0, inner.c1, rows: rowsToFill.0, rowsToFill.1,
                        with: band.kind == .safeArea ? "░" : "▒", tone: band.kind == .safeArea ? .safeArea : .bar)
            if band.kind == .bar {
                let text = " \(band.label) "
                let middle = (rowsToFill.0 + rowsToFill.1) / 2
                if inner.c1 - inner.c0 + 1 >= text.count + 2 {
                    canvas.write(text, column: inner.c0 + 1, row: middle, tone: .bar)
                }
            }
        }

        var outside = 0
        var boxes: [(c0: Int, c1: Int, r0: Int, r1: Int, nodes: [LaidOutNode])] = []
        for node in result.nodes where PictureLabel.isDrawn(node) {
            let frame = node.frame
            if frame.maxX <= 0 || frame.maxY <= 0 || frame.minX >= window.width || frame.minY >= window.height {
                outside += 1
                continue
            }
            let key = (c0: column(frame.minX), c1: column(frame.maxX), r0: row(frame.minY), r1: row(frame.maxY))
            if let i = boxes.firstIndex(where: { $0.c0 == key.c0 && $0.c1 == key.c1 && $0.r0 == key.r0 && $0.r1 == key.r1 }) {
                boxes[i].nodes.append(node)
            } else {
                boxes.append((key.c0, key.c1, key.r0, key.r1, [node]))
            }
        }
        // Text boxes give way to the words (a line of text is one or two rows tall), and what has
        // scrolled out of its scroll view is not drawn.
        if let scene {
            boxes.removeAll { box in box.nodes.contains { if case .text = $0.kind { true } else { false } } }
            boxes.removeAll { box in
                box.nodes.allSatisfy { node in
                    guard scene.nodeClips.indices.contains(node.id) else { return false }
                    let clip = scene.nodeClips[node.id]
                    return node.frame.minX >= clip.maxX || node.frame.maxX <= clip.minX || node.frame.minY >= clip.maxY || node.frame.maxY <= clip.minY
                }
            }
        }
        for box in boxes {
            if box.c0 == box.c1 && box.r0 == box.r1 {
                canvas.write("▪", column: box.c0, row: box.r0, tone: .view)
            } else {
                canvas.box(columns: box.c0, box.c1, rows: box.r0, box.r1, tone: .view)
            }
        }
        canvas.box(columns: 0, span, rows: 0, rows, double: true, tone: .screen)
        for item in scene?.items ?? [] {
            guard case .text(let text) = item.mark else { continue }
            let clip = (c0: max(1, column(item.clip.minX)), c1: min(span - 1, column(item.clip.maxX)), r0: max(1, row(item.clip.minY)), r1: min(rows - 1, row(item.clip.maxY)))
            for (k, line) in text.lines.enumerated() {
                let r = row(item.rect.minY + (Double(k) + 0.5) * (text.lineHeight + text.lineSpacing))
                var c = column(item.rect.minX)
                if text.alignment == .center { c = max(c, column(item.rect.midX) - line.count / 2) }
                guard (clip.r0...max(clip.r0, clip.r1)).contains(r), r <= clip.r1, c <= clip.c1 else { continue }
                let skipped = max(0, clip.c0 - c)
                let room = clip.c1 - max(c, clip.c0) + 1
                guard room > 0, skipped < line.count else { continue }
                var shown = String(line.dropFirst(skipped))
                if shown.count > room { shown = String(shown.prefix(max(0, room - 1))) + "…" }
                canvas.write(shown, column: max(c, clip.c0), row: r, tone: .label)
            }
        }
        for box in boxes {
            guard let node = PictureLabel.representative(box.nodes) else { continue }
            place([PictureLabel.label(node), PictureLabel.shortLabel(node)], in: box, on: &canvas)
        }

        let environment = result.environment.description
        let title = environment.title + ": \(format.size(window)); one column ≈ \(format.string(1 / xScale)) pt"
        var lines = [style.dim(title)]
        lines += canvas.render { tone, text in
            switch tone {
            case .plain: text
            case .screen: style.bold(text)
            case .safeArea: style.dim(text)
            case .bar: style.yellow(text)
            case .view: style.cyan(text)
            case .label: style.bold(text)
            }
        }
        var legend = regions.bands.contains { $0.kind == .safeArea } ? ["░ safe area"] : []
        if regions.bands.contains(where: { $0.kind == .bar }) { legend.append("▒ bar") }
        if outside > 0 { legend.append("\(outside) view\(outside == 1 ? " lies" : "s lie") outside the window") }
        if !legend.isEmpty { lines.append(style.dim(legend.joined(separator: "   "))) }
        return lines.joined(separator: "\n")
    }

    /// Writes the first label that fits on the box's top edge, first row inside, or bottom edge.
    private static func place(_ labels: [String], in box: (c0: Int, c1: Int, r0: Int, r1: Int, nodes: [LaidOutNode]), on canvas: inout BoxCanvas) {
        let room = box.c1 - box.c0 - 1
        let candidateRows = [(box.r0, true), (box.r0 + 1, false), (box.r1, true)].filter { $0.0 <= box.r1 }
        for label in labels where label.count <= room {
            for (row, onEdge) in candidateRows where canvas.isFree(column: box.c0 + 1, row: row, count: label.count, overLines: onEdge) {
                canvas.write(label, column: box.c0 + 1, row: row, tone: .label)
                return
            }
        }
    }
}
