/// HStack and VStack (and their lazy forms): the flexibility-ordered distribution of semantics
/// digest §4.1–4.3 (OpenSwiftUI `StackLayout`), lazy stacks per §4.2.
struct StackSpec {
    var axis: Axis
    /// Cross-axis alignment as a fraction (leading/top 0, centre ½, trailing/bottom 1).
    var alignment: Double
    var spacing: Double?
    var lazy: Bool
}

extension LayoutRun {
    func stackChildContext(_ ctx: LayoutContext, _ axis: Axis) -> LayoutContext {
        var inner = ctx.descending()
        inner.stackAxis = axis
        return inner
    }

    /// Spacing before each child: explicit spacing, else 8, and 0 next to a bare Spacer.
    func stackGaps(_ children: ArraySlice<Int32>, _ spacing: Double?) -> [Double] {
        var gaps = [Double](repeating: 0, count: children.count)
        var previous: Int32?
        for (k, child) in children.enumerated() {
            defer { previous = child }
            guard let before = previous else { continue }
            if let spacing, spacing.isFinite {
                gaps[k] = spacing
            } else {
                gaps[k] = arena.isSpacer(before) || arena.isSpacer(child) ? 0 : env.defaultSpacing
            }
        }
        return gaps
    }

    /// Each child's size along and across the stack for proposal `p`.
    mutating func distribute(_ children: ArraySlice<Int32>, _ spec: StackSpec, _ p: ProposedSize, _ ctx: LayoutContext) -> (sizes: [Size], gaps: [Double]) {
        let axis = spec.axis
        let gaps = stackGaps(children, spec.spacing)
        let inner = stackChildContext(ctx, axis)
        let minor = p[axis.other]
        let n = children.count
        var sizes = [Size](repeating: .zero, count: n)
        guard let major = p[axis], !spec.lazy else {
            // Case A (and lazy stacks): every child is asked for its ideal length.
            for (k, child) in children.enumerated() {
                sizes[k] = size(child, ProposedSize(axis, major: nil, minor: minor), inner)
            }
            return (sizes, gaps)
        }
        let internalSpacing = gaps.reduce(0, +)
        var available = major - internalSpacing
        if n == 1, let only = children.first {
            sizes[0] = size(only, ProposedSize(axis, major: max(available, 0), minor: minor), inner)
            return (sizes, gaps)
        }
        var priority = [Double](repeating: 0, count: n)
        var minimum = [Double](repeating: 0, count: n)
        var flexibility = [Double](repeating: 0, count: n)
        for (k, child) in children.enumerated() {
            priority[k] = arena.priority(child)
            minimum[k] = size(child, ProposedSize(axis, major: 0, minor: minor), inner)[axis]
            let maximum = size(child, ProposedSize(axis, major: .infinity, minor: minor), inner)[axis]
            flexibility[k] = maximum - minimum[k]
        }
        let order = (0..<n).sorted { a, b in
            if priority[a] != priority[b] { return priority[a] > priority[b] }
            if flexibility[a] != flexibility[b] { return flexibility[a] < flexibility[b] }
            if flexibility[a].isInfinite && minimum[a] != minimum[b] { return minimum[a] > minimum[b] }
            return a < b
        }
        // Hold back the minimum length of every lower-priority group.
        let topPriority = priority[order[0]]
        for k in 0..<n where priority[k] < topPriority { available -= minimum[k] }
        var start = 0
        let childArray = Array(children)
        while start < n {
            let groupPriority = priority[order[start]]
            var end = start
            while end < n && priority[order[end]] == groupPriority { end += 1 }
            if groupPriority < topPriority {
                for k in start..<end { available += minimum[order[k]] }
            }
            var remaining = Double(end - start)
            for k in start..<end {
                let index = order[k]
                let offer = max(available / remaining, 0)
                let answer = size(childArray[index], ProposedSize(axis, major: offer, minor: minor), inner)
                sizes[index] = answer
                available -= answer[axis]
                remaining -= 1
            }
            start = end
        }
        return (sizes, gaps)
    }

    mutating func stackSize(_ children: ArraySlice<Int32>, _ spec: StackSpec, _ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        let (sizes, gaps) = distribute(children, spec, p, ctx)
        return stackExtent(sizes, gaps, spec, p)
    }

    func stackExtent(_ sizes: [Size], _ gaps: [Double], _ spec: StackSpec, _ p: ProposedSize) -> Size {
        var major = 0.0
        var minor = 0.0
        for (k, s) in sizes.enumerated() {
            major += s[spec.axis] + gaps[k]
            minor = max(minor, s[spec.axis.other])
        }
        if spec.lazy, let proposed = p[spec.axis.other], proposed.isFinite {
            // Lazy stacks fill the proposed cross length (semantics §4.2, SKIP, FBM-CRF).
            minor = proposed
        }
        return Size(spec.axis, major: major, minor: minor)
    }

    mutating func placeStack(_ children: ArraySlice<Int32>, _ spec: StackSpec, _ frame: Rect, _ p: ProposedSize, _ ctx: LayoutContext) {
        let axis = spec.axis
        let final = ProposedSize(axis, major: p[axis], minor: p[axis.other] ?? frame.size[axis.other])
        let (sizes, gaps) = distribute(children, spec, final, ctx)
        let inner = stackChildContext(ctx, axis)
        var cursor = frame.origin[axis]
        let crossLength = frame.size[axis.other]
        for (k, child) in children.enumerated() {
            cursor += gaps[k]
            let s = sizes[k]
            var origin = Point.zero
            origin[axis] = cursor
            origin[axis.other] = frame.origin[axis.other] + spec.alignment * (crossLength - s[axis.other])
            let childProposal = spec.lazy || p[axis] == nil
                ? ProposedSize(axis, major: nil, minor: final[axis.other])
                : ProposedSize(axis, major: s[axis], minor: final[axis.other])
            place(child, at: origin, proposal: childProposal, inner)
            cursor += s[axis]
        }
    }

    /// Several views where one is expected (a Group, a container's content): laid out as an
    /// implicit stack along `axis`; a single view is laid out directly.
    mutating func contentSize(_ children: ArraySlice<Int32>, axis: Axis, _ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        if children.isEmpty { return .zero }
        if children.count == 1, let only = children.first { return size(only, p, ctx) }
        return stackSize(children, StackSpec(axis: axis, alignment: 0.5, spacing: nil, lazy: false), p, ctx)
    }

    mutating func placeContent(_ children: ArraySlice<Int32>, axis: Axis, in frame: Rect, proposal p: ProposedSize, _ ctx: LayoutContext) {
        if children.isEmpty { return }
        if children.count == 1, let only = children.first {
            place(only, at: frame.origin, proposal: p, ctx)
            return
        }
        placeStack(children, StackSpec(axis: axis, alignment: 0.5, spacing: nil, lazy: false), frame, p, ctx)
    }
}
