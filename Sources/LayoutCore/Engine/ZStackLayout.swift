/// ZStack: the union of the highest-priority children; every child aligned to a common point.
/// Semantics digest §4.4 (OpenSwiftUI `ZStack`).
///
/// Input: the alignment, the children's priorities and sizes, and on an axis where a child sets
/// the alignment's guide explicitly, where each child starts and the extent (`GuidedAxis`, from
/// `guideLayout`, which reads the children's guides). Output: the stack's size and each child's
/// top-leading corner.
enum ZStackLayout {
    /// Children's starts along an axis aligned by their explicit guides, and the extent they span.
    struct GuidedAxis: Equatable {
        var starts: [Double]
        var extent: Double
    }

    /// The children that size the stack: those of the highest priority (indices into `priorities`).
    static func sizingChildren(priorities: [Double]) -> [Int] {
        let top = priorities.max() ?? 0
        return priorities.indices.filter { priorities[$0] == top }
    }

    /// The stack's size: the union of the sizing children's sizes, with a guided axis's extent.
    static func size(_ sizes: [Size], guided: [Axis: GuidedAxis]) -> Size {
        var result = Size.zero
        for s in sizes {
            result.width = max(result.width, s.width)
            result.height = max(result.height, s.height)
        }
        for axis in Axis.allCases {
            guard let extent = guided[axis]?.extent else { continue }
            result = axis == .horizontal ? Size(width: extent, height: result.height) : Size(width: result.width, height: extent)
        }
        return result
    }

    /// Each child's top-leading corner in a stack of `frameSize` (the children are proposed it).
    static func origins(_ sizes: [Size], _ alignment: Alignment, in frameSize: Size, guided: [Axis: GuidedAxis]) -> [Point] {
        sizes.indices.map { k in
            var origin = alignment.origin(of: sizes[k], in: frameSize)
            for (axis, positions) in guided {
                origin[axis] = fraction(alignment, axis) * (frameSize[axis] - positions.extent) + positions.starts[k]
            }
            return origin
        }
    }

    static func guideName(_ alignment: Alignment, _ axis: Axis) -> String {
        axis == .horizontal ? alignment.horizontal.rawValue : alignment.vertical.rawValue
    }

    static func fraction(_ alignment: Alignment, _ axis: Axis) -> Double {
        axis == .horizontal ? alignment.horizontal.fraction : alignment.vertical.fraction
    }
}

extension LayoutRun {
    @inline(never)
    mutating func zStackSize(_ children: ArraySlice<Int32>, _ alignment: Alignment, _ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        let inner = ctx.descending()
        let sized = ZStackLayout.sizingChildren(priorities: children.map { arena.priority($0) }).map { children[children.startIndex + $0] }
        let sizes = sized.map { size($0, p, inner) }
        return ZStackLayout.size(sizes, guided: zStackGuides(sized[...], sizes, alignment, inner))
    }

    @inline(never)
    mutating func placeZStack(_ children: ArraySlice<Int32>, _ alignment: Alignment, _ frame: Rect, _ ctx: LayoutContext) {
        let inner = ctx.descending()
        let proposal = ProposedSize(frame.size)
        let sizes = children.map { size($0, proposal, inner) }
        let origins = ZStackLayout.origins(sizes, alignment, in: frame.size, guided: zStackGuides(children, sizes, alignment, inner))
        for (k, child) in children.enumerated() {
            place(child, at: origins[k].offset(frame.origin), proposal: proposal, inner)
        }
    }

    /// The axes on which a child sets the alignment's guide explicitly, with the children's starts.
    private mutating func zStackGuides(_ children: ArraySlice<Int32>, _ sizes: [Size], _ alignment: Alignment, _ ctx: LayoutContext) -> [Axis: ZStackLayout.GuidedAxis] {
        var guided: [Axis: ZStackLayout.GuidedAxis] = [:]
        for axis in Axis.allCases {
            let name = ZStackLayout.guideName(alignment, axis)
            guard hasExplicitGuide(children, axis, name, ctx) else { continue }
            let layout = guideLayout(children, sizes: sizes, axis, name, fraction: ZStackLayout.fraction(alignment, axis), ctx)
            guided[axis] = ZStackLayout.GuidedAxis(starts: layout.starts, extent: layout.extent)
        }
        return guided
    }
}
