/// LazyVGrid and LazyHGrid: tracks (columns of a LazyVGrid, rows of a LazyHGrid) from the
/// `GridItem`s and the proposed length across the growth axis (`LazyGridTracks`); children fill
/// the tracks line by line, each proposed its track's length and nil along the growth axis (as
/// a lazy stack proposes), a line as long as its longest cell, lines `spacing` apart (8).
///
/// The grid answers the tracks' total for the proposal, then places its children with tracks
/// worked out again for its own size (objc.io, "SwiftUI's Grid Views": the second pass is why two
/// `.flexible` columns with large minimums can overflow the grid's frame).
extension LayoutRun {
    /// Line spacing along the growth axis; negative or non-finite spacing is clamped to 0.
    mutating func lazyGridLineSpacing(_ i: Int32, _ spec: LazyGridSpec) -> Double {
        guard let spacing = spec.spacing else { return env.defaultSpacing }
        if spacing.isFinite && spacing >= 0 { return spacing }
        diagnose(.warning, "\(spec.viewName)(spacing: \(formatLength(spacing))) is not usable between grid lines; 0 is used (FrameLab's clamp)", node: i)
        return 0
    }

    mutating func lazyGridTracks(_ i: Int32, _ spec: LazyGridSpec, length: Double?) -> LazyGridTracks {
        let tracks = LazyGridTracks(items: spec.items, length: length.flatMap { $0.isFinite ? $0 : nil }, trackName: spec.trackName)
        for warning in tracks.warnings { diagnose(.warning, "\(spec.viewName): \(warning)", node: i) }
        if spec.items.isEmpty {
            diagnose(.warning, "\(spec.viewName) has no \(spec.trackName)s, so it lays out none of its children", node: i)
        }
        return tracks
    }

    /// Each line's length along the growth axis: its longest cell.
    private mutating func lazyGridLines(_ children: ArraySlice<Int32>, _ spec: LazyGridSpec, _ tracks: LazyGridTracks, _ ctx: LayoutContext) -> [Double] {
        let count = tracks.tracks.count
        guard count > 0 else { return [] }
        let inner = ctx.descending()
        var lines: [Double] = []
        for (k, child) in children.enumerated() {
            let track = tracks.tracks[k % count]
            let s = size(child, ProposedSize(spec.axis, major: nil, minor: track.length), inner)
            if k % count == 0 { lines.append(0) }
            lines[lines.count - 1] = max(lines[lines.count - 1], s[spec.axis])
        }
        return lines
    }

    mutating func lazyGridSize(_ i: Int32, _ spec: LazyGridSpec, _ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        let across = spec.axis.other
        let tracks = lazyGridTracks(i, spec, length: p[across])
        let lines = lazyGridLines(arena.layoutChildren(i), spec, tracks, ctx)
        let spacing = lazyGridLineSpacing(i, spec)
        let along = lines.reduce(0, +) + spacing * Double(max(0, lines.count - 1))
        return Size(spec.axis, major: along, minor: tracks.total)
    }

    mutating func placeLazyGrid(_ i: Int32, _ spec: LazyGridSpec, _ frame: Rect, _ ctx: LayoutContext) {
        let axis = spec.axis
        let across = axis.other
        let children = arena.layoutChildren(i)
        let tracks = lazyGridTracks(i, spec, length: frame.size[across])
        let lines = lazyGridLines(children, spec, tracks, ctx)
        let spacing = lazyGridLineSpacing(i, spec)
        let count = tracks.tracks.count
        guard count > 0 else { return }
        let inner = ctx.descending()
        var lineStart = frame.origin[axis]
        for (k, child) in children.enumerated() {
            let line = k / count
            if k > 0 && k % count == 0 { lineStart += lines[line - 1] + spacing }
            let track = tracks.tracks[k % count]
            let proposal = ProposedSize(axis, major: nil, minor: track.length)
            let s = size(child, proposal, inner)
            let cell = Size(axis, major: lines[line], minor: track.length)
            let alignment = spec.items[track.item].alignment ?? spec.alignment
            var origin = alignment.origin(of: s, in: cell)
            origin[axis] += lineStart
            origin[across] += frame.origin[across] + track.offset
            place(child, at: origin, proposal: proposal, inner)
        }
    }
}
