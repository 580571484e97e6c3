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

    /// The axis a node's children see: a stack's own, a modifier's (for its first child), none otherwise.
    func axisForChildren(of i: Int) -> Axis? {
        let kind = kinds[i]
        switch kind {
        case .hStack, .lazyHStack, .gridRow: return .horizontal
        case .vStack, .lazyVStack: return .vertical
        case .customLayout(let spec): return spec.stackOrientation
        case .group, .forEach, .listSection: return stackAxis[i] ?? (layoutChildCount[i] > 1 ? .vertical : nil)
        default: return kind.isModifier ? stackAxis[i] : nil
        }
    }

    /// Stack axes and traits for the nodes in `range`: a subtree just appended (its root first).
    mutating func computeTraits(_ range: Range<Int>, defaultSpacing: Double, defaultPadding: Double) {
        stackAxis.append(contentsOf: repeatElement(nil, count: kinds.count - stackAxis.count))
        if let root = range.first, parents[root] >= 0 {
            let parent = Int(parents[root])
            let isFirst = children(Int32(parent)).first == Int32(root)
            stackAxis[root] = kinds[parent].isModifier && !isFirst ? nil : axisForChildren(of: parent)
        }
        for i in range {
            let axis = axisForChildren(of: i)
            let isModifier = kinds[i].isModifier
            for (k, child) in children(Int32(i)).enumerated() {
                stackAxis[Int(child)] = isModifier && k > 0 ? nil : axis
            }
        }
        horizontalTraits.append(contentsOf: repeatElement(.unknown, count: kinds.count - horizontalTraits.count))
        verticalTraits.append(contentsOf: repeatElement(.unknown, count: kinds.count - verticalTraits.count))
        textLike.append(contentsOf: repeatElement(false, count: kinds.count - textLike.count))
        for i in range.reversed() {
            updateTraits(i, defaultSpacing: defaultSpacing, defaultPadding: defaultPadding)
        }
    }

    /// Recomputes node `i`'s traits (and whether it is text-like) from its children; returns
    /// whether they changed.
    @discardableResult
    mutating func updateTraits(_ i: Int, defaultSpacing: Double, defaultPadding: Double) -> Bool {
        let horizontal = trait(i, .horizontal, defaultSpacing: defaultSpacing, defaultPadding: defaultPadding)
        let vertical = trait(i, .vertical, defaultSpacing: defaultSpacing, defaultPadding: defaultPadding)
        let text = computeTextLike(i)
        let changed = horizontal != horizontalTraits[i] || vertical != verticalTraits[i] || text != textLike[i]
        horizontalTraits[i] = horizontal
        verticalTraits[i] = vertical
        textLike[i] = text
        return changed
    }

    func trait(_ node: Int32, _ axis: Axis) -> AxisTrait {
        axis == .horizontal ? horizontalTraits[Int(node)] : verticalTraits[Int(node)]
    }

    /// Whether an `alignmentGuide` sits below `node` under modifiers only.
    private func hasGuideBelow(_ node: Int32) -> Bool {
        var current = firstChild(node)
        while let child = current {
            if case .alignmentGuide = kinds[Int(child)] { return true }
            if case .customLayout(let spec) = kinds[Int(child)], !spec.explicitAlignmentAxes.isEmpty { return true }
            guard kinds[Int(child)].isModifier else { return false }
            current = firstChild(child)
        }
        return false
    }

    private func trait(_ i: Int, _ axis: Axis, defaultSpacing: Double, defaultPadding: Double) -> AxisTrait {
        let node = Int32(i)
        func first() -> AxisTrait { firstChild(node).map { trait($0, axis) } ?? .fixed(0) }
        func stack(_ stackAxis: Axis, spacing: Double?) -> AxisTrait {
            var accumulator = AxisTrait.Accumulator()
            var gaps = 0.0
            var previous: Int32 = -1
            for child in layoutChildren(node) {
                accumulator.add(trait(child, axis))
                if accumulator.unknown { return .unknown }
                if previous >= 0 && stackAxis == axis {
                    if let spacing, spacing.isFinite { gaps += spacing } else { gaps += isSpacer(previous) || isSpacer(child) ? 0 : defaultSpacing }
                }
                previous = child
            }
            return stackAxis == axis ? accumulator.sum(spacing: gaps) : accumulator.maximum
        }
        switch kinds[i] {
        case .shape(.circle): return .unknown
        case .shape, .color: return childCount[i] == 0 ? .greedy(minimum: 0, ideal: 10) : .unknown
        case .image(_, let size): return isResizable(node) ? .greedy(minimum: 0, ideal: size[axis]) : .fixed(size[axis])
        case .emptyView: return .fixed(0)
        case .spacer(let minLength):
            let minimum = Swift.max(0, minLength.flatMap { $0.isFinite ? $0 : nil } ?? defaultSpacing)
            if let along = stackAxis[i], along != axis { return .fixed(0) }
            return .greedy(minimum: minimum, ideal: minimum)
        case .hStack(let alignment, let spacing):
            // Children lined up on text baselines are not simply as tall as the tallest.
            if axis == .vertical && alignment.isTextBaseline { return .unknown }
            return stack(.horizontal, spacing: spacing)
        case .vStack(_, let spacing): return stack(.vertical, spacing: spacing)
        case .zStack(let alignment):
            if axis == .vertical && alignment.vertical.isTextBaseline { return .unknown }
            var accumulator = AxisTrait.Accumulator()
            for child in layoutChildren(node) {
                if priority(child) != 0 { return .unknown }
                accumulator.add(trait(child, axis))
            }
            return accumulator.maximum
        case .group, .forEach, .listSection:
            let children = layoutChildren(node)
            if children.count == 1, let only = children.first { return trait(only, axis) }
            return children.isEmpty ? .fixed(0) : stack(.vertical, spacing: nil)
        case .frame(let frame):
            let value = axis == .horizontal ? frame.width : frame.height
            // A guide set below the frame is re-derived by it, so the stack around it must align it.
            if first() == .unknown && hasGuideBelow(node) { return .unknown }
            if let value, value.isFinite, value >= 0 { return .fixed(value) }
            return first()
        case .padding(let edges, let length):
            let amount = length.flatMap { $0.isFinite ? $0 : nil } ?? defaultPadding
            let insets = EdgeInsets(edges, amount)
            return first().adding(insets.sum(along: axis))
        case .layoutPriority, .offset, .layoutDirection, .ignoresSafeArea, .navigationBarTitleDisplayMode, .toolbarVisibility, .toolbarItems, .presentation, .overlay, .background, .gridCell:
            return first()
        default:
            return .unknown
        }
    }
}
