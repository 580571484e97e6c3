extension LayoutResult {
    /// The children a node lays out: its children, with Group and ForEach opened.
    func layoutChildren(of id: Int) -> [LaidOutNode] {
        var result: [LaidOutNode] = []
        for child in nodes.children(of: id) {
            switch child.kind {
            case .group, .forEach, .listSection: result += layoutChildren(of: child.id)
            default: result.append(child)
            }
        }
        return result
    }

    /// For `:matrix`: `4 columns of 86.5` when node `id` is a lazy grid or modifiers around one.
    public func gridSummary(for id: Int) -> String? {
        var current = id
        while nodes.indices.contains(current) {
            let node = nodes[current]
            if case .lazyGrid(let grid) = node.kind {
                let tracks = LazyGridTracks(items: grid.items, length: node.frame.size[grid.axis.other], trackName: grid.trackName)
                return tracks.summary(trackName: grid.trackName)
            }
            guard node.kind.isModifier, current + 1 < nodes.count, nodes[current + 1].parent == current else { return nil }
            current += 1
        }
        return nil
    }

    /// The number of tracks (columns of a LazyVGrid, rows of a LazyHGrid) node `id` lays out at its
    /// size, when it is a lazy grid; for `--sweep`, which reports where the count changes.
    public func gridTrackCount(for id: Int) -> (count: Int, trackName: String)? {
        guard nodes.indices.contains(id), case .lazyGrid(let grid) = nodes[id].kind else { return nil }
        let tracks = LazyGridTracks(items: grid.items, length: nodes[id].frame.size[grid.axis.other], trackName: grid.trackName)
        return (tracks.tracks.count, grid.trackName)
    }

    /// `:why` for a LazyVGrid/LazyHGrid: the track arithmetic for the proposal (what the grid
    /// answered), the lines, and the second pass with the grid's own size when that differs.
    func lazyGridDecision(_ id: Int, _ grid: LazyGridSpec) -> SizingDecision {
        let node = nodes[id]
        let across = grid.axis.other
        let acrossName = across == .horizontal ? "width" : "height"
        let alongName = grid.axis == .horizontal ? "width" : "height"
        let track = grid.trackName
        let line = track == "column" ? "row" : "column"
        let proposedAcross = node.proposal[across].flatMap { $0.isFinite ? $0 : nil }
        let tracks = LazyGridTracks(items: grid.items, length: proposedAcross, trackName: track)
        var steps = tracks.steps
        steps.append("→ \(tracks.summary(trackName: track)); \(acrossName) \(Self.sum(tracks)) = \(formatLength(tracks.total))")
        let children = layoutChildren(of: id)
        let count = tracks.tracks.count
        if count > 0, !children.isEmpty {
            var lines: [Double] = []
            var filled = count
            var supplements = 0
            for child in children {
                if case .gridCell(let cell) = child.kind, cell.isSectionSupplement {
                    lines.append(child.frame.size[grid.axis])
                    filled = count
                    supplements += 1
                    continue
                }
                if filled == count {
                    lines.append(0)
                    filled = 0
                }
                filled += 1
                lines[lines.count - 1] = max(lines[lines.count - 1], child.frame.size[grid.axis])
            }
            let spacing = grid.spacing.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? environment.defaultSpacing
            let gaps = lines.count > 1 ? " + \(lines.count - 1) × \(formatLength(spacing))" : ""
            let shown = lines.count > 8 ? lines.prefix(8).map(formatLength).joined(separator: " + ") + " + …" : lines.map(formatLength).joined(separator: " + ")
            if supplements > 0 {
                steps.append("\(supplements) section header\(supplements == 1 ? "" : "s")/footer\(supplements == 1 ? "" : "s") each take a \(line) of their own across every \(track)")
            }
            steps.append("\(children.count) children in \(lines.count) \(line)\(lines.count == 1 ? "" : "s") of up to \(count), each \(line) as \(grid.axis == .vertical ? "tall" : "wide") as its largest cell (cells are proposed their \(track)'s \(acrossName) and nil \(alongName)): \(alongName) \(shown)\(gaps) = \(formatLength(node.frame.size[grid.axis]))")
        }
        if let proposedAcross, abs(proposedAcross - node.frame.size[across]) > 0.001 {
            let placed = LazyGridTracks(items: grid.items, length: node.frame.size[across], trackName: track)
            steps.append("placement works the \(track)s out again for the grid's own \(acrossName) \(formatLength(node.frame.size[across])): \(placed.summary(trackName: track)), \(formatLength(placed.total)) in all" + (abs(placed.total - node.frame.size[across]) > 0.001 ? ", so the \(track)s do not match the grid's frame (objc.io, \"SwiftUI's Grid Views\")" : ""))
        }
        if !grid.pinnedViews.isEmpty {
            steps.append("pinnedViews [\(grid.pinnedViews.map { "." + $0 }.joined(separator: ", "))] pin section headers/footers while scrolling; at rest they sit in place")
        }
        let detail = "proposed \(node.proposal.description); a \(grid.viewName) makes \(track)s from its \(grid.items.count) GridItem\(grid.items.count == 1 ? "" : "s") across the proposed \(acrossName) and fills them \(line) by \(line): \(node.frame.size.description)"
        return SizingDecision(rule: "lazy grid", detail: detail, steps: steps)
    }

    private static func sum(_ tracks: LazyGridTracks) -> String {
        let lengths = tracks.tracks.map(\.length)
        guard let first = lengths.first else { return "0" }
        let gaps = tracks.total - lengths.reduce(0, +)
        let gapText = gaps > 0 ? " + \(formatLength(gaps)) spacing" : ""
        if lengths.allSatisfy({ $0 == first }) && lengths.count > 1 {
            return "\(lengths.count) × \(formatLength(first))\(gapText)"
        }
        return lengths.map(formatLength).joined(separator: " + ") + gapText
    }
}
