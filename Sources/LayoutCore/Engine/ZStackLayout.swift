/// ZStack: the union of the highest-priority children; every child aligned to a common point.
/// Semantics digest §4.4 (OpenSwiftUI `ZStack`).
extension LayoutRun {
    @inline(never)
    mutating func zStackSize(_ children: ArraySlice<Int32>, _ alignment: Alignment, _ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        let inner = ctx.descending()
        let top = children.map { arena.priority($0) }.max() ?? 0
        var result = Size.zero
        var sized: [Int32] = []
        var sizes: [Size] = []
        for child in children where arena.priority(child) == top {
            let s = size(child, p, inner)
            result.width = max(result.width, s.width)
            result.height = max(result.height, s.height)
            sized.append(child)
            sizes.append(s)
        }
        for axis in Axis.allCases {
            let name = axis == .horizontal ? alignment.horizontal.rawValue : alignment.vertical.rawValue
            let fraction = axis == .horizontal ? alignment.horizontal.fraction : alignment.vertical.fraction
            guard hasExplicitGuide(sized[...], axis, name, inner) else { continue }
            let extent = guideLayout(sized[...], sizes: sizes, axis, name, fraction: fraction, inner).extent
            result = axis == .horizontal ? Size(width: extent, height: result.height) : Size(width: result.width, height: extent)
        }
        return result
    }

    @inline(never)
    mutating func placeZStack(_ children: ArraySlice<Int32>, _ alignment: Alignment, _ frame: Rect, _ ctx: LayoutContext) {
        let inner = ctx.descending()
        let proposal = ProposedSize(frame.size)
        let sizes = children.map { size($0, proposal, inner) }
        var starts: [Axis: [Double]] = [:]
        var extents: [Axis: Double] = [:]
        for axis in Axis.allCases {
            let name = axis == .horizontal ? alignment.horizontal.rawValue : alignment.vertical.rawValue
            let fraction = axis == .horizontal ? alignment.horizontal.fraction : alignment.vertical.fraction
            guard hasExplicitGuide(children, axis, name, inner) else { continue }
            let guided = guideLayout(children, sizes: sizes, axis, name, fraction: fraction, inner)
            starts[axis] = guided.starts
            extents[axis] = guided.extent
        }
        for (k, child) in children.enumerated() {
            let s = sizes[k]
            var origin = alignment.origin(of: s, in: frame.size)
            for (axis, list) in starts {
                let fraction = axis == .horizontal ? alignment.horizontal.fraction : alignment.vertical.fraction
                origin[axis] = fraction * (frame.size[axis] - (extents[axis] ?? 0)) + list[k]
            }
            place(child, at: origin.offset(frame.origin), proposal: proposal, inner)
        }
    }
}
