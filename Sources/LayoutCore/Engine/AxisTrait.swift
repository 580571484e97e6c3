/// A closed form for a node's answer along one axis, known before layout for trees of shapes,
/// stacks, fixed frames and padding. It lets stacks probe such children in constant time
/// instead of laying them out again for every minimum/maximum probe (which is exponential in
/// the depth of nested stacks).
enum AxisTrait: Equatable {
    /// Depends on more than the proposal on this axis (text, aspect ratio, containers, …).
    case unknown
    /// Always this length.
    case fixed(Double)
    /// `max(proposal, minimum)`, or `ideal` when the proposal is unspecified.
    case greedy(minimum: Double, ideal: Double)

    func answer(_ proposal: Double?) -> Double {
        switch self {
        case .unknown: return .nan
        case .fixed(let value): return value
        case .greedy(let minimum, let ideal):
            guard let proposal else { return ideal }
            return Swift.max(proposal, minimum)
        }
    }

    var isKnown: Bool { self != .unknown }

    func adding(_ amount: Double) -> AxisTrait {
        switch self {
        case .unknown: .unknown
        case .fixed(let value): .fixed(value + amount)
        case .greedy(let minimum, let ideal): .greedy(minimum: minimum + amount, ideal: ideal + amount)
        }
    }

    /// Accumulates children laid end to end along an axis (`sum`) or side by side across it (`maximum`).
    struct Accumulator {
        var unknown = false
        var anyGreedy = false
        var count = 0
        var fixedTotal = 0.0
        var minimum = 0.0
        var ideal = 0.0
        var fixedMax = -Double.infinity
        var greedyMinimum = -Double.infinity
        var greedyIdeal = -Double.infinity

        mutating func add(_ trait: AxisTrait) {
            count += 1
            switch trait {
            case .unknown: unknown = true
            case .fixed(let value):
                fixedTotal += value
                fixedMax = Swift.max(fixedMax, value)
            case .greedy(let m, let i):
                anyGreedy = true
                minimum += m
                ideal += i
                greedyMinimum = Swift.max(greedyMinimum, m)
                greedyIdeal = Swift.max(greedyIdeal, i)
            }
        }

        /// End to end with `spacing` in total between them.
        func sum(spacing: Double) -> AxisTrait {
            if unknown { return .unknown }
            let fixed = fixedTotal + spacing
            return anyGreedy ? .greedy(minimum: fixed + minimum, ideal: fixed + ideal) : .fixed(fixed)
        }

        /// Side by side, each proposed the same length: the largest answer.
        var maximum: AxisTrait {
            if unknown { return .unknown }
            if count == 0 { return .fixed(0) }
            if !anyGreedy { return .fixed(fixedMax) }
            return .greedy(minimum: Swift.max(greedyMinimum, fixedMax), ideal: Swift.max(greedyIdeal, fixedMax))
        }
    }
}

extension ArenaData {
    /// Works out each node's `AxisTrait`s from its children (children have larger ids).
    mutating func computeTraits(defaultSpacing: Double, defaultPadding: Double) {
        computeTraits(0..<kinds.count, defaultSpacing: defaultSpacing, defaultPadding: defaultPadding)
    }

    /// Works every node's stack axis and traits out again for other default spacing and padding.
    mutating func recomputeTraits(defaultSpacing: Double, defaultPadding: Double) {
        stackAxis = []
        horizontalTraits = []
        verticalTraits = []
        textLike = []
        textEdges = []
        computeTraits(defaultSpacing: defaultSpacing, defaultPadding: defaultPadding)
    }

    /// The axis a node's children see: a stack's own, a modifier's (for its first child), none otherwise.
    @inline(__always)
    func axisForChildren(of i: Int) -> Axis? {
        let op = ops[i]
        switch op {
        case .hStack, .lazyHStack, .gridRow: return .horizontal
        case .vStack, .lazyVStack: return .vertical
        case .customLayout:
            guard case .customLayout(let spec) = kinds[i] else { return nil }
            return spec.stackOrientation
        case .group, .forEach, .listSection: return stackAxis[i] ?? (layoutChildCount[i] > 1 ? .vertical : nil)
        default: return op.isModifier ? stackAxis[i] : nil
        }
    }

    /// Stack axes and traits for the nodes in `range`: a subtree just appended (its root first).
    mutating func computeTraits(_ range: Range<Int>, defaultSpacing: Double, defaultPadding: Double) {
        self.defaultSpacing = defaultSpacing
        self.defaultPadding = defaultPadding
        stackAxis.append(contentsOf: repeatElement(nil, count: kinds.count - stackAxis.count))
        if let root = range.first, parents[root] >= 0 {
            let parent = Int(parents[root])
            let isFirst = children(Int32(parent)).first == Int32(root)
            stackAxis[root] = ops[parent].isModifier && !isFirst ? nil : axisForChildren(of: parent)
        }
        for i in range where childCount[i] > 0 {
            let axis = axisForChildren(of: i)
            let start = Int(childStart[i])
            stackAxis[Int(childIDs[start])] = axis
            let others = ops[i].isModifier ? nil : axis
            for k in start + 1 ..< start + Int(childCount[i]) {
                stackAxis[Int(childIDs[k])] = others
            }
        }
        horizontalTraits.append(contentsOf: repeatElement(.unknown, count: kinds.count - horizontalTraits.count))
        verticalTraits.append(contentsOf: repeatElement(.unknown, count: kinds.count - verticalTraits.count))
        textLike.append(contentsOf: repeatElement(false, count: kinds.count - textLike.count))
        textEdges.append(contentsOf: repeatElement(0, count: kinds.count - textEdges.count))
        for i in range.reversed() {
            updateTraits(i, defaultSpacing: defaultSpacing, defaultPadding: defaultPadding)
        }
    }

    /// Recomputes node `i`'s traits (and whether it is text-like) from its children; returns
    /// whether they changed.
    @discardableResult
    mutating func updateTraits(_ i: Int, defaultSpacing: Double, defaultPadding: Double) -> Bool {
        let (horizontal, vertical) = traits(i, defaultSpacing: defaultSpacing, defaultPadding: defaultPadding)
        let text = computeTextLike(i)
        let edges = computeTextEdges(i, textLike: text)
        let changed = horizontal != horizontalTraits[i] || vertical != verticalTraits[i] || text != textLike[i] || edges != textEdges[i]
        horizontalTraits[i] = horizontal
        verticalTraits[i] = vertical
        textLike[i] = text
        textEdges[i] = edges
        return changed
    }

    func trait(_ node: Int32, _ axis: Axis) -> AxisTrait {
        axis == .horizontal ? horizontalTraits[Int(node)] : verticalTraits[Int(node)]
    }

    /// Whether an `alignmentGuide` sits below `node` under modifiers only.
    private func hasGuideBelow(_ node: Int32) -> Bool {
        guard hasAlignmentGuides else { return false }
        var current = firstChild(node)
        while let child = current {
            if ops[Int(child)] == .alignmentGuide { return true }
            if case .customLayout(let spec) = kinds[Int(child)], !spec.explicitAlignmentAxes.isEmpty { return true }
            guard ops[Int(child)].isModifier else { return false }
            current = firstChild(child)
        }
        return false
    }

    /// Node `i`'s traits on both axes, from its op, its payload where one matters, and its children's traits.
    @inline(__always)
    private func traits(_ i: Int, defaultSpacing: Double, defaultPadding: Double) -> (AxisTrait, AxisTrait) {
        let node = Int32(i)
        let unknown = (AxisTrait.unknown, AxisTrait.unknown)
        switch ops[i] {
        case .circle: return unknown
        case .shape, .color:
            let greedy = AxisTrait.greedy(minimum: 0, ideal: 10)
            return childCount[i] == 0 ? (greedy, greedy) : unknown
        case .image:
            guard case .image(_, let size) = kinds[i] else { return unknown }
            return isResizable(node)
                ? (.greedy(minimum: 0, ideal: size.width), .greedy(minimum: 0, ideal: size.height))
                : (.fixed(size.width), .fixed(size.height))
        case .emptyView: return (.fixed(0), .fixed(0))
        case .spacer:
            guard case .spacer(let minLength) = kinds[i] else { return unknown }
            let minimum = Swift.max(0, minLength.flatMap { $0.isFinite ? $0 : nil } ?? defaultSpacing)
            let grows = AxisTrait.greedy(minimum: minimum, ideal: minimum)
            switch stackAxis[i] {
            case .horizontal: return (grows, .fixed(0))
            case .vertical: return (.fixed(0), grows)
            case nil: return (grows, grows)
            }
        case .hStack:
            guard case .hStack(let alignment, let spacing) = kinds[i] else { return unknown }
            let (along, across) = stackTraits(node, .horizontal, spacing: spacing, defaultSpacing: defaultSpacing)
            // Children lined up on text baselines are not simply as tall as the tallest.
            return (along, alignment.isTextBaseline ? .unknown : across)
        case .vStack:
            guard case .vStack(_, let spacing) = kinds[i] else { return unknown }
            let (along, across) = stackTraits(node, .vertical, spacing: spacing, defaultSpacing: defaultSpacing)
            return (across, along)
        case .zStack:
            guard case .zStack(let alignment) = kinds[i] else { return unknown }
            var horizontal = AxisTrait.Accumulator()
            var vertical = AxisTrait.Accumulator()
            for child in layoutChildren(node) {
                if priority(child) != 0 { return unknown }
                horizontal.add(horizontalTraits[Int(child)])
                vertical.add(verticalTraits[Int(child)])
            }
            return (horizontal.maximum, alignment.vertical.isTextBaseline ? .unknown : vertical.maximum)
        case .group, .forEach, .listSection:
            let children = layoutChildren(node)
            if children.count == 1, let only = children.first { return (horizontalTraits[Int(only)], verticalTraits[Int(only)]) }
            if children.isEmpty { return (.fixed(0), .fixed(0)) }
            let (along, across) = stackTraits(node, .vertical, spacing: nil, defaultSpacing: defaultSpacing)
            return (across, along)
        case .frame:
            guard case .frame(let frame) = kinds[i] else { return unknown }
            let (h, v) = firstChildTraits(i)
            return (frameTrait(node, frame.width, h), frameTrait(node, frame.height, v))
        case .padding:
            guard case .padding(let edges, let length) = kinds[i] else { return unknown }
            let amount = length.flatMap { $0.isFinite ? $0 : nil } ?? defaultPadding
            let insets = EdgeInsets(edges, amount)
            let (h, v) = firstChildTraits(i)
            return (h.adding(insets.sum(along: .horizontal)), v.adding(insets.sum(along: .vertical)))
        case .layoutDirection, .ignoresSafeArea, .navigationBarTitleDisplayMode, .toolbarVisibility, .toolbarItems, .presentation, .overlay, .background, .gridCell:
            return firstChildTraits(i)
        case .modifier:
            guard case .modifier(let modifier) = kinds[i], modifier.traits.contains(.answersChildSize) else { return unknown }
            return firstChildTraits(i)
        default:
            return unknown
        }
    }

    /// The first child's traits; a modifier without a child answers zero.
    @inline(__always)
    private func firstChildTraits(_ i: Int) -> (AxisTrait, AxisTrait) {
        guard childCount[i] > 0 else { return (.fixed(0), .fixed(0)) }
        let child = Int(childIDs[Int(childStart[i])])
        return (horizontalTraits[child], verticalTraits[child])
    }

    /// A fixed frame's trait on one axis: its length when it sets one, else its child's. A guide
    /// set below the frame is re-derived by it, so the stack around it must align it.
    @inline(__always)
    private func frameTrait(_ node: Int32, _ length: Double?, _ child: AxisTrait) -> AxisTrait {
        if child == .unknown && hasGuideBelow(node) { return .unknown }
        if let length, length.isFinite, length >= 0 { return .fixed(length) }
        return child
    }

    /// A stack's traits along its axis (children end to end with their gaps) and across it (the largest child).
    @inline(__always)
    private func stackTraits(_ node: Int32, _ stackAxis: Axis, spacing: Double?, defaultSpacing: Double) -> (along: AxisTrait, across: AxisTrait) {
        var along = AxisTrait.Accumulator()
        var across = AxisTrait.Accumulator()
        var gaps = 0.0
        var previous: Int32 = -1
        let horizontal = stackAxis == .horizontal
        for child in layoutChildren(node) {
            let c = Int(child)
            along.add(horizontal ? horizontalTraits[c] : verticalTraits[c])
            across.add(horizontal ? verticalTraits[c] : horizontalTraits[c])
            if along.unknown && across.unknown { return (.unknown, .unknown) }
            if previous >= 0 {
                if let spacing, spacing.isFinite { gaps += spacing } else { gaps += isSpacer(previous) || isSpacer(child) ? 0 : defaultSpacing }
            }
            previous = child
        }
        return (along.sum(spacing: gaps), across.maximum)
    }
}
