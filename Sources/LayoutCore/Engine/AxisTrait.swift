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

    /// Children laid end to end along this axis with `spacing` in total between them.
    static func sum(_ traits: [AxisTrait], spacing: Double) -> AxisTrait {
        var fixedTotal = spacing
        var minimum = 0.0
        var ideal = 0.0
        var anyGreedy = false
        for trait in traits {
            switch trait {
            case .unknown: return .unknown
            case .fixed(let value):
                fixedTotal += value
            case .greedy(let m, let i):
                anyGreedy = true
                minimum += m
                ideal += i
            }
        }
        return anyGreedy ? .greedy(minimum: fixedTotal + minimum, ideal: fixedTotal + ideal) : .fixed(fixedTotal)
    }

    /// Children side by side across this axis, each proposed the same length: the largest answer.
    static func maximum(_ traits: [AxisTrait]) -> AxisTrait {
        var fixedMax = -Double.infinity
        var minimum = -Double.infinity
        var ideal = -Double.infinity
        var anyGreedy = false
        for trait in traits {
            switch trait {
            case .unknown: return .unknown
            case .fixed(let value):
                fixedMax = Swift.max(fixedMax, value)
            case .greedy(let m, let i):
                anyGreedy = true
                minimum = Swift.max(minimum, m)
                ideal = Swift.max(ideal, i)
            }
        }
        if traits.isEmpty { return .fixed(0) }
        if !anyGreedy { return .fixed(fixedMax) }
        return .greedy(minimum: Swift.max(minimum, fixedMax), ideal: Swift.max(ideal, fixedMax))
    }
}

extension LayoutArena {
    /// Works out each node's `AxisTrait`s from its children (children have larger ids).
    mutating func computeTraits(defaultSpacing: Double, defaultPadding: Double) {
        let count = kinds.count
        stackAxis = [Axis?](repeating: nil, count: count)
        for i in 0..<count {
            let kind = kinds[i]
            var axisForChildren: Axis?
            switch kind {
            case .hStack, .lazyHStack: axisForChildren = .horizontal
            case .vStack, .lazyVStack: axisForChildren = .vertical
            case .group, .forEach:
                axisForChildren = stackAxis[i] ?? (layoutChildCount[i] > 1 ? .vertical : nil)
            default:
                axisForChildren = kind.isModifier ? stackAxis[i] : nil
            }
            for (k, child) in children(Int32(i)).enumerated() {
                if kind.isModifier && k > 0 { continue }
                stackAxis[Int(child)] = axisForChildren
            }
        }
        horizontalTraits = [AxisTrait](repeating: .unknown, count: count)
        verticalTraits = [AxisTrait](repeating: .unknown, count: count)
        for i in stride(from: count - 1, through: 0, by: -1) {
            for axis in Axis.allCases {
                let trait = trait(i, axis, defaultSpacing: defaultSpacing, defaultPadding: defaultPadding)
                if axis == .horizontal { horizontalTraits[i] = trait } else { verticalTraits[i] = trait }
            }
        }
    }

    func trait(_ node: Int32, _ axis: Axis) -> AxisTrait {
        axis == .horizontal ? horizontalTraits[Int(node)] : verticalTraits[Int(node)]
    }

    private func trait(_ i: Int, _ axis: Axis, defaultSpacing: Double, defaultPadding: Double) -> AxisTrait {
        let node = Int32(i)
        func first() -> AxisTrait { firstChild(node).map { trait($0, axis) } ?? .fixed(0) }
        func stack(_ stackAxis: Axis, spacing: Double?) -> AxisTrait {
            let children = layoutChildren(node)
            let traits = children.map { trait($0, axis) }
            if stackAxis != axis { return AxisTrait.maximum(traits) }
            var gaps = 0.0
            var previous: Int32?
            for child in children {
                if let before = previous {
                    if let spacing, spacing.isFinite { gaps += spacing } else { gaps += isSpacer(before) || isSpacer(child) ? 0 : defaultSpacing }
                }
                previous = child
            }
            return AxisTrait.sum(traits, spacing: gaps)
        }
        switch kinds[i] {
        case .shape(.circle): return .unknown
        case .shape, .color: return childCount[i] == 0 ? .greedy(minimum: 0, ideal: 10) : .unknown
        case .image(_, let size): return .fixed(size[axis])
        case .emptyView: return .fixed(0)
        case .spacer(let minLength):
            let minimum = Swift.max(0, minLength.flatMap { $0.isFinite ? $0 : nil } ?? defaultSpacing)
            if let along = stackAxis[i], along != axis { return .fixed(0) }
            return .greedy(minimum: minimum, ideal: minimum)
        case .divider:
            let across: Axis = stackAxis[i] == .horizontal ? .vertical : .horizontal
            return axis == across ? .greedy(minimum: 0, ideal: 0) : .fixed(1)
        case .hStack(_, let spacing): return stack(.horizontal, spacing: spacing)
        case .vStack(_, let spacing): return stack(.vertical, spacing: spacing)
        case .zStack:
            let children = layoutChildren(node)
            if children.contains(where: { priority($0) != 0 }) { return .unknown }
            return AxisTrait.maximum(children.map { trait($0, axis) })
        case .group, .forEach:
            let children = layoutChildren(node)
            if children.count == 1, let only = children.first { return trait(only, axis) }
            return children.isEmpty ? .fixed(0) : stack(.vertical, spacing: nil)
        case .frame(let frame):
            let value = axis == .horizontal ? frame.width : frame.height
            if let value, value.isFinite, value >= 0 { return .fixed(value) }
            return first()
        case .padding(let edges, let length):
            let amount = length.flatMap { $0.isFinite ? $0 : nil } ?? defaultPadding
            let insets = EdgeInsets(edges, amount)
            return first().adding(insets.sum(along: axis))
        case .layoutPriority, .offset, .ignoresSafeArea, .navigationBarTitleDisplayMode, .toolbarVisibility, .overlay, .background:
            return first()
        default:
            return .unknown
        }
    }
}
