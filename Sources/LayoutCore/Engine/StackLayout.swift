/// HStack and VStack (and their lazy forms): the flexibility-ordered distribution of semantics
/// digest §4.1–4.3 (OpenSwiftUI `StackLayout`), lazy stacks per §4.2.
struct StackSpec {
    var axis: Axis
    /// Cross-axis alignment as a fraction (leading/top 0, centre ½, trailing/bottom 1).
    var alignment: Double
    var spacing: Double?
    var lazy: Bool
    /// The alignment guide's name (`leading`, `center`, …), for explicit `alignmentGuide`s.
    var guide: String = ""
}

/// What a stack learns about one child before distributing: its priority and flexibility.
private struct StackProbe {
    var index: Int
    var priority: Double
    var minimum: Double
    var flexibility: Double
}

extension LayoutRun {
    @inline(__always)
    func stackChildContext(_ ctx: LayoutContext, _ axis: Axis) -> LayoutContext {
        var inner = ctx.descending()
        inner.stackAxis = axis
        return inner
    }

    /// Spacing before `child`: explicit spacing, else the platform's default for the axis and the
    /// kinds of neighbours (`StackSpacing`), and 0 next to a bare Spacer.
    @inline(__always)
    func gap(before child: Int32, after previous: Int32, _ spacing: Double?, _ axis: Axis) -> Double {
        if let spacing, spacing.isFinite { return spacing }
        if arena.isSpacer(previous) || arena.isSpacer(child) { return 0 }
        if arena.hasCustomLayoutSpacing, let custom = customLayoutGap(previous, child, axis) { return custom }
        return self.spacing.spacing(axis, neighbours(previous, child, axis))
    }

    @inline(__always)
    func totalGaps(_ children: ArraySlice<Int32>, _ spacing: Double?, _ axis: Axis) -> Double {
        var total = 0.0
        var previous: Int32 = -1
        for child in children {
            if previous >= 0 { total += gap(before: child, after: previous, spacing, axis) }
            previous = child
        }
        return total
    }

    /// Each child's size for proposal `p`, written into `sizes`, and the length it was offered
    /// along the stack, written into `offers` (placement proposes the same, so that a child that
    /// answers a proposal of its own answer differently, like Text below one character, still fits).
    @inline(never)
    mutating func distribute(_ children: ArraySlice<Int32>, _ spec: StackSpec, _ p: ProposedSize, _ ctx: LayoutContext, into sizes: UnsafeMutableBufferPointer<Size>, offers: UnsafeMutableBufferPointer<Double>? = nil) {
        let axis = spec.axis
        let inner = stackChildContext(ctx, axis)
        let minor = p[axis.other]
        let n = children.count
        let base = children.startIndex
        if n == 0 { return }
        guard let major = p[axis], !spec.lazy else {
            // Case A (and lazy stacks): every child is asked for its ideal length.
            for k in 0..<n {
                sizes[k] = size(children[base + k], ProposedSize(axis, major: nil, minor: minor), inner)
            }
            return
        }
        let available = major - totalGaps(children, spec.spacing, axis)
        if n == 1 {
            sizes[0] = size(children[base], ProposedSize(axis, major: max(available, 0), minor: minor), inner)
            offers?[0] = max(available, 0)
            return
        }
        if distributeWithoutProbing(children, axis, available, minor, inner, into: sizes, offers: offers) { return }
        withUnsafeTemporaryAllocation(of: StackProbe.self, capacity: n) { probes in
            distributeByProbing(children, axis, available, minor, inner, probes: probes, into: sizes, offers: offers)
        }
    }

    /// The general distribution (semantics digest §4.1): each child is probed with 0 and ∞, the
    /// children are offered the space in order of priority and flexibility. A mutating method rather
    /// than the body of the closure that allocates `probes`, so that reading `self` never copies it.
    private mutating func distributeByProbing(_ children: ArraySlice<Int32>, _ axis: Axis, _ available: Double, _ minor: Double?, _ inner: LayoutContext, probes buffer: UnsafeMutableBufferPointer<StackProbe>, into sizes: UnsafeMutableBufferPointer<Size>, offers: UnsafeMutableBufferPointer<Double>?) {
        var available = available
        let n = children.count
        let base = children.startIndex
        var probes = buffer
        var topPriority = -Double.infinity
        for k in 0..<n {
            let child = children[base + k]
            let minimum = size(child, ProposedSize(axis, major: 0, minor: minor), inner)[axis]
            let maximum = size(child, ProposedSize(axis, major: .infinity, minor: minor), inner)[axis]
            let priority = arena.priority(child)
            topPriority = max(topPriority, priority)
            (probes.baseAddress! + k).initialize(to: StackProbe(index: k, priority: priority, minimum: minimum, flexibility: maximum - minimum))
        }
        probes.sort { a, b in
            if a.priority != b.priority { return a.priority > b.priority }
            if a.flexibility != b.flexibility { return a.flexibility < b.flexibility }
            if a.flexibility.isInfinite && a.minimum != b.minimum { return a.minimum > b.minimum }
            return a.index < b.index
        }
        // Hold back the minimum length of every lower-priority group.
        for probe in probes where probe.priority < topPriority { available -= probe.minimum }
        var start = 0
        while start < n {
            let groupPriority = probes[start].priority
            var end = start
            while end < n && probes[end].priority == groupPriority { end += 1 }
            if groupPriority < topPriority {
                for k in start..<end { available += probes[k].minimum }
            }
            var remaining = Double(end - start)
            for k in start..<end {
                let index = probes[k].index
                let offer = max(available / remaining, 0)
                let answer = size(children[base + index], ProposedSize(axis, major: offer, minor: minor), inner)
                sizes[index] = answer
                offers?[index] = offer
                available -= answer[axis]
                remaining -= 1
            }
            start = end
        }
    }

    /// The distribution in closed form when every child's answer along the axis is known and the
    /// order of fitting cannot matter: all fixed (each answers its length whatever it is offered),
    /// or all greedy with no minimum and the same priority (each takes an equal share, as the
    /// general algorithm's `available / remaining` offers work out). Returns false otherwise.
    private mutating func distributeWithoutProbing(_ children: ArraySlice<Int32>, _ axis: Axis, _ available: Double, _ minor: Double?, _ inner: LayoutContext, into sizes: UnsafeMutableBufferPointer<Size>, offers: UnsafeMutableBufferPointer<Double>?) -> Bool {
        var allFixed = true
        var allPlainGreedy = true
        for child in children {
            switch arena.trait(child, axis) {
            case .fixed: allPlainGreedy = false
            case .greedy(let minimum, _):
                allFixed = false
                if minimum != 0 || arena.priority(child) != 0 { allPlainGreedy = false }
            case .unknown: return false
            }
            if !allFixed && !allPlainGreedy { return false }
        }
        let base = children.startIndex
        if allFixed {
            for k in 0..<children.count {
                let child = children[base + k]
                let length = arena.trait(child, axis).answer(0)
                sizes[k] = size(child, ProposedSize(axis, major: length, minor: minor), inner)
                offers?[k] = length
            }
            return true
        }
        let share = max(available, 0) / Double(children.count)
        for k in 0..<children.count {
            sizes[k] = size(children[base + k], ProposedSize(axis, major: share, minor: minor), inner)
            offers?[k] = share
        }
        return true
    }

    mutating func stackSize(_ children: ArraySlice<Int32>, _ spec: StackSpec, _ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        let n = children.count
        if n == 0 { return stackExtent(UnsafeMutableBufferPointer(start: nil, count: 0), 0, spec, p) }
        return withUnsafeTemporaryAllocation(of: Size.self, capacity: n) { sizes in
            stackSize(children, spec, p, ctx, sizes: sizes)
        }
    }

    /// The stack's size with `sizes` as room for its children's. Mutating, and not the body of the
    /// closure that allocates `sizes`, so that reading `self` there never copies it.
    private mutating func stackSize(_ children: ArraySlice<Int32>, _ spec: StackSpec, _ p: ProposedSize, _ ctx: LayoutContext, sizes: UnsafeMutableBufferPointer<Size>) -> Size {
        sizes.initialize(repeating: .zero)
        distribute(children, spec, p, ctx, into: sizes)
        let extent = stackExtent(sizes, totalGaps(children, spec.spacing, spec.axis), spec, p)
        let cross = spec.axis.other
        guard !spec.guide.isEmpty, !(spec.lazy && p[cross] != nil), hasExplicitGuide(children, cross, spec.guide, ctx) else { return extent }
        let guided = guideLayout(children, sizes: Array(sizes), cross, spec.guide, fraction: spec.alignment, stackChildContext(ctx, spec.axis))
        return Size(spec.axis, major: extent[spec.axis], minor: guided.extent)
    }

    @inline(__always)
    func stackExtent(_ sizes: UnsafeMutableBufferPointer<Size>, _ gaps: Double, _ spec: StackSpec, _ p: ProposedSize) -> Size {
        var major = gaps
        var minor = 0.0
        for s in sizes {
            major += s[spec.axis]
            minor = max(minor, s[spec.axis.other])
        }
        if spec.lazy, let proposed = p[spec.axis.other] {
            // Lazy stacks fill the proposed cross length (semantics §4.2, SKIP, FBM-CRF), as a
            // shape does: an infinite proposal answers infinity, so stacks see them as flexible.
            minor = proposed
        }
        // Negative spacing can overlap children but never makes the stack itself negative.
        return Size(spec.axis, major: max(0, major), minor: minor)
    }

    /// `defersLastChild`: leave the last child to `place` (`deferPlacement`); only when nothing
    /// follows this call in the caller.
    mutating func placeStack(_ children: ArraySlice<Int32>, _ spec: StackSpec, _ frame: Rect, _ p: ProposedSize, _ ctx: LayoutContext, defersLastChild: Bool = false) {
        let n = children.count
        guard n > 0 else { return }
        withUnsafeTemporaryAllocation(of: Size.self, capacity: n) { sizes in
            withUnsafeTemporaryAllocation(of: Double.self, capacity: n) { offers in
                withUnsafeTemporaryAllocation(of: Point.self, capacity: n) { origins in
                    placeStack(children, spec, frame, p, ctx, sizes: sizes, offers: offers, origins: origins, defersLastChild: defersLastChild)
                }
            }
        }
    }

    /// Places the stack's children with `sizes`, `offers` and `origins` as room for their answers
    /// and places. Mutating, and not the body of the closures that allocate them, so that reading
    /// `self` never copies it. The arithmetic runs out of line (`arrangeStack`) before any child is
    /// placed, so the frame every level of a deep tree keeps on the stack holds only this loop.
    private mutating func placeStack(_ children: ArraySlice<Int32>, _ spec: StackSpec, _ frame: Rect, _ p: ProposedSize, _ ctx: LayoutContext, sizes: UnsafeMutableBufferPointer<Size>, offers: UnsafeMutableBufferPointer<Double>, origins: UnsafeMutableBufferPointer<Point>, defersLastChild: Bool) {
        let arrangement = arrangeStack(children, spec, frame, p, ctx, sizes: sizes, offers: offers, origins: origins)
        let axis = spec.axis
        let base = children.startIndex
        let last = children.count - 1
        for k in 0...last {
            let childProposal = arrangement.ideal
                ? ProposedSize(axis, major: nil, minor: arrangement.minor)
                : ProposedSize(axis, major: offers[k], minor: arrangement.minor)
            if k == last && defersLastChild {
                deferPlacement(children[base + k], at: origins[k], proposal: childProposal, arrangement.inner)
            } else {
                place(children[base + k], at: origins[k], proposal: childProposal, arrangement.inner)
            }
        }
    }

    /// Where each child of a stack goes (`origins`) and what it is offered (`offers`), with the
    /// context its children get and the cross-axis length of their proposals.
    @inline(never)
    private mutating func arrangeStack(_ children: ArraySlice<Int32>, _ spec: StackSpec, _ frame: Rect, _ p: ProposedSize, _ ctx: LayoutContext, sizes: UnsafeMutableBufferPointer<Size>, offers: UnsafeMutableBufferPointer<Double>, origins: UnsafeMutableBufferPointer<Point>) -> (inner: LayoutContext, ideal: Bool, minor: Double?) {
        let n = children.count
        let axis = spec.axis
        let final = ProposedSize(axis, major: p[axis], minor: p[axis.other] ?? frame.size[axis.other])
        sizes.initialize(repeating: .zero)
        offers.initialize(repeating: 0)
        distribute(children, spec, final, ctx, into: sizes, offers: offers)
        let inner = stackChildContext(ctx, axis)
        var cursor = frame.origin[axis]
        let crossLength = frame.size[axis.other]
        var previous: Int32 = -1
        let base = children.startIndex
        var guided: (starts: [Double], extent: Double)?
        if !spec.guide.isEmpty, hasExplicitGuide(children, axis.other, spec.guide, ctx) {
            guided = guideLayout(children, sizes: Array(sizes), axis.other, spec.guide, fraction: spec.alignment, inner)
        }
        for k in 0..<n {
            let child = children[base + k]
            if previous >= 0 {
                cursor += gap(before: child, after: previous, spec.spacing, axis)
                if spec.spacing == nil, !arena.isSpacer(previous), !arena.isSpacer(child) {
                    let pair = neighbours(previous, child, axis)
                    if pair != .otherOther, !spacing.isSourced(axis, pair) { noteUnmeasuredSpacing(axis, pair) }
                }
            }
            previous = child
            let s = sizes[k]
            var origin = Point.zero
            origin[axis] = cursor
            if let guided {
                origin[axis.other] = frame.origin[axis.other] + spec.alignment * (crossLength - guided.extent) + guided.starts[k]
            } else {
                origin[axis.other] = frame.origin[axis.other] + spec.alignment * (crossLength - s[axis.other])
            }
            origins.initializeElement(at: k, to: origin)
            cursor += s[axis]
        }
        return (inner, spec.lazy || p[axis] == nil, final[axis.other])
    }

    /// Says once per layout (not per pair of neighbours, and without building the message again)
    /// that the platform's profile has no measured default spacing next to Text.
    mutating func noteUnmeasuredSpacing(_ axis: Axis, _ pair: StackSpacing.Neighbours) {
        let bit = UInt8(1) << UInt8((axis == .horizontal ? 0 : 3) + pair.rawValue)
        guard unmeasuredSpacingNoted & bit == 0 else { return }
        unmeasuredSpacingNoted |= bit
        diagnose(.note, LayoutMessages.textSpacingUnmeasured, "no measured default spacing next to Text on this platform (\(StackSpacing.metricName(axis, pair)) is not in its profile): \(formatLength(env.defaultSpacing)) is used", node: nil)
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
