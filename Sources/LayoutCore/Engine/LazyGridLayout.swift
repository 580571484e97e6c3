/// LazyVGrid and LazyHGrid: tracks (columns of a LazyVGrid, rows of a LazyHGrid) from the
/// `GridItem`s and the proposed length across the growth axis (`LazyGridTracks`); children fill
/// the tracks line by line, each proposed its track's length and nil along the growth axis (as
/// a lazy stack proposes), a line as long as its longest cell, lines `spacing` apart (8). A
/// section header or footer is a line of its own across every track.
///
/// The grid answers the tracks' total for the proposal, then places its children with tracks
/// worked out again for its own size (objc.io, "SwiftUI's Grid Views": the second pass is why two
/// `.flexible` columns with large minimums can overflow the grid's frame).
extension LayoutRun {
    /// One line of a lazy grid: cells in tracks, or one section header/footer across them all.
    struct LazyGridLine {
        var children: [(node: Int32, track: Int)] = []
        var isSupplement = false
        var length = 0.0
    }

    /// Line spacing along the growth axis; negative or non-finite spacing is clamped to 0.
    mutating func lazyGridLineSpacing(_ i: Int32, _ spec: LazyGridSpec) -> Double {
        guard let spacing = spec.spacing else { return env.defaultSpacing }
        if spacing.isFinite && spacing >= 0 { return spacing }
        diagnose(.warning, LayoutMessages.gridSpacingInvalid, "\(spec.viewName)(spacing: \(formatLength(spacing))) is not usable between grid lines; 0 is used (FrameLab's clamp)", node: i)
        return 0
    }

    mutating func lazyGridTracks(_ i: Int32, _ spec: LazyGridSpec, length: Double?) -> LazyGridTracks {
        let tracks = LazyGridTracks(items: spec.items, length: length.flatMap { $0.isFinite ? $0 : nil }, trackName: spec.trackName)
        for warning in tracks.warnings { diagnose(.warning, LayoutMessages.gridItemClamped, "\(spec.viewName): \(warning)", node: i) }
        if spec.items.isEmpty {
            diagnose(.warning, LayoutMessages.gridNoTracks, "\(spec.viewName) has no \(spec.trackName)s, so it lays out none of its children", node: i)
        }
        return tracks
    }

    private func isSectionSupplement(_ node: Int32) -> Bool {
        if case .gridCell(let cell) = arena.kinds[Int(node)] { return cell.isSectionSupplement }
        return false
    }

    /// The lines, each as long as its longest cell.
    private mutating func lazyGridLines(_ children: ArraySlice<Int32>, _ spec: LazyGridSpec, _ tracks: LazyGridTracks, _ ctx: LayoutContext) -> [LazyGridLine] {
        let count = tracks.tracks.count
        guard count > 0 else { return [] }
        let inner = ctx.descending()
        var lines: [LazyGridLine] = []
        var current = LazyGridLine()
        for child in children {
            if isSectionSupplement(child) {
                if !current.children.isEmpty { lines.append(current) }
                let s = size(child, ProposedSize(spec.axis, major: nil, minor: tracks.total), inner)
                lines.append(LazyGridLine(children: [(child, -1)], isSupplement: true, length: s[spec.axis]))
                current = LazyGridLine()
                continue
            }
            let track = current.children.count
            let s = size(child, ProposedSize(spec.axis, major: nil, minor: tracks.tracks[track].length), inner)
            current.children.append((child, track))
            current.length = max(current.length, s[spec.axis])
            if current.children.count == count {
                lines.append(current)
                current = LazyGridLine()
            }
        }
        if !current.children.isEmpty { lines.append(current) }
        return lines
    }

    @inline(never)
    mutating func lazyGridSize(_ i: Int32, _ spec: LazyGridSpec, _ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        let across = spec.axis.other
        let tracks = lazyGridTracks(i, spec, length: p[across])
        let lines = lazyGridLines(arena.layoutChildren(i), spec, tracks, ctx)
        let spacing = lazyGridLineSpacing(i, spec)
        let along = lines.reduce(0) { $0 + $1.length } + spacing * Double(max(0, lines.count - 1))
        return Size(spec.axis, major: along, minor: tracks.total)
    }

    @inline(never)
    mutating func placeLazyGrid(_ i: Int32, _ spec: LazyGridSpec, _ frame: Rect, _ ctx: LayoutContext) {
        let axis = spec.axis
        let across = axis.other
        let tracks = lazyGridTracks(i, spec, length: frame.size[across])
        let lines = lazyGridLines(arena.layoutChildren(i), spec, tracks, ctx)
        let spacing = lazyGridLineSpacing(i, spec)
        let inner = ctx.descending()
        var lineStart = frame.origin[axis]
        for line in lines {
            for (child, index) in line.children {
                let trackOffset = index >= 0 ? tracks.tracks[index].offset : 0
                let trackLength = index >= 0 ? tracks.tracks[index].length : tracks.total
                let proposal = ProposedSize(axis, major: nil, minor: trackLength)
                let s = size(child, proposal, inner)
                let cell = Size(axis, major: line.length, minor: trackLength)
                let alignment = index >= 0 ? spec.items[tracks.tracks[index].item].alignment ?? spec.alignment : .leading
                var origin = alignment.origin(of: s, in: cell)
                origin[axis] += lineStart
                origin[across] += frame.origin[across] + trackOffset
                place(child, at: origin, proposal: proposal, inner)
            }
            lineStart += line.length + spacing
        }
    }
}
