/// Explicit guides passed up through stacks: a stack's value for a guide it does not align on
/// itself is its children's values, each moved by where the stack put the child, combined as
/// SwiftUI's `AlignmentID._combineExplicit` does: the average, the topmost first baseline, the
/// bottommost last baseline (OpenSwiftUI `AlignmentID` and `FirstTextBaseline`). This is what lines
/// up views across nested stacks (WWDC 2019 "Building Custom Views with SwiftUI", `midStarAndTitle`).
/// It is used for custom guides (through the translator's stand-in, `AlignmentGuideSpec.customGuide`)
/// and text baselines.
extension LayoutRun {
    /// The combined value of `name` on stack `node` of `size`, or nil when no child sets it.
    mutating func stackGuide(_ node: Int32, _ axis: Axis, _ name: String, size: Size, _ ctx: LayoutContext) -> Double? {
        let placed = childOffsets(node, axis, size: size, ctx)
        var values: [Double] = []
        for (child, offset, childSize, childContext) in placed {
            if let value = guideBelow(child, axis, name, size: childSize, childContext) { values.append(offset + value) }
        }
        return Self.combineExplicit(values, name)
    }

    /// The children's values of guide `name`, in the parent's coordinates, combined as its
    /// `_combineExplicit` does: the topmost first baseline, the bottommost last baseline, else the
    /// average; nil when no child has one.
    static func combineExplicit(_ values: [Double], _ name: String) -> Double? {
        guard !values.isEmpty else { return nil }
        switch name {
        case VerticalAlignment.firstTextBaseline.rawValue: return values.min()
        case VerticalAlignment.lastTextBaseline.rawValue: return values.max()
        default: return values.reduce(0, +) / Double(values.count)
        }
    }

    /// Where a stack of `size` puts each child along `axis`, with the child's size and context.
    private mutating func childOffsets(_ node: Int32, _ axis: Axis, size: Size, _ ctx: LayoutContext) -> [(Int32, Double, Size, LayoutContext)] {
        let children = arena.layoutChildren(node)
        guard !children.isEmpty else { return [] }
        let spec: StackSpec
        switch arena.kinds[Int(node)] {
        case .hStack(let alignment, let spacing), .lazyHStack(let alignment, let spacing):
            spec = StackSpec(axis: .horizontal, alignment: alignment.fraction, spacing: spacing, lazy: false, guide: alignment.rawValue)
        case .vStack(let alignment, let spacing), .lazyVStack(let alignment, let spacing):
            spec = StackSpec(axis: .vertical, alignment: alignment.fraction, spacing: spacing, lazy: false, guide: alignment.rawValue)
        case .zStack(let alignment):
            let inner = ctx.descending()
            let sizes = children.map { self.size($0, ProposedSize(size), inner) }
            let name = axis == .horizontal ? alignment.horizontal.rawValue : alignment.vertical.rawValue
            let fraction = axis == .horizontal ? alignment.horizontal.fraction : alignment.vertical.fraction
            var starts = sizes.map { fraction * (size[axis] - $0[axis]) }
            if hasExplicitGuide(children, axis, name, inner) {
                let guided = guideLayout(children, sizes: sizes, axis, name, fraction: fraction, inner)
                starts = guided.starts.map { fraction * (size[axis] - guided.extent) + $0 }
            }
            return children.enumerated().map { k, child in (child, starts[k], sizes[k], inner) }
        default:
            return []
        }
        let inner = stackChildContext(ctx, spec.axis)
        var sizes = [Size](repeating: .zero, count: children.count)
        sizes.withUnsafeMutableBufferPointer { buffer in
            distribute(children, spec, ProposedSize(size), ctx, into: buffer)
        }
        var offsets: [Double] = []
        if axis == spec.axis {
            var cursor = 0.0
            var previous: Int32 = -1
            for (k, child) in children.enumerated() {
                if previous >= 0 { cursor += gap(before: child, after: previous, spec.spacing, axis) }
                offsets.append(cursor)
                cursor += sizes[k][axis]
                previous = child
            }
        } else if hasExplicitGuide(children, axis, spec.guide, ctx) {
            let guided = guideLayout(children, sizes: sizes, axis, spec.guide, fraction: spec.alignment, inner)
            offsets = guided.starts.map { spec.alignment * (size[axis] - guided.extent) + $0 }
        } else {
            offsets = sizes.map { spec.alignment * (size[axis] - $0[axis]) }
        }
        return children.enumerated().map { k, child in (child, offsets[k], sizes[k], inner) }
    }
}
