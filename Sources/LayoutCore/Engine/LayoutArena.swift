/// The view tree flattened for layout: one immutable object shared by the whole run, so reading it
/// never copies its arrays.
final class LayoutArena: Sendable {
    let data: ArenaData
    /// The texts every layout of this arena has shaped (`ShapedTextStore`).
    let shapedTexts = ShapedTextStore()

    init(_ root: ViewNode, defaultSpacing: Double, defaultPadding: Double, keepsStorages: Bool = false) {
        var data = ArenaData(root, keepsStorages: keepsStorages)
        data.computeTraits(defaultSpacing: defaultSpacing, defaultPadding: defaultPadding)
        self.data = data
    }

    init(data: ArenaData) {
        self.data = data
    }

    @inline(__always) var count: Int { data.kinds.count }
    @inline(__always) var kinds: [ViewKind] { data.kinds }
    @inline(__always) var ops: [NodeOp] { data.ops }
    @inline(__always) var names: [String?] { data.names }
    @inline(__always) var locations: SparseColumn<SourceLocation?> { data.locations }
    @inline(__always) var parents: [Int32] { data.parents }
    @inline(__always) var depths: [Int32] { data.depths }
    @inline(__always) var childCount: [Int32] { data.childCount }
    @inline(__always) var childIDs: [Int32] { data.childIDs }
    @inline(__always) var layoutChildIDs: [Int32] { data.layoutChildIDs }
    @inline(__always) var inert: SparseColumn<[InertModifier]> { data.inert }
    @inline(__always) var maxDepth: Int { data.maxDepth }
    @inline(__always) var horizontalTraits: [AxisTrait] { data.horizontalTraits }
    @inline(__always) var verticalTraits: [AxisTrait] { data.verticalTraits }
    @inline(__always) func children(_ i: Int32) -> ArraySlice<Int32> { data.children(i) }
    @inline(__always) func layoutChildren(_ i: Int32) -> ArraySlice<Int32> { data.layoutChildren(i) }
    @inline(__always) func firstChild(_ i: Int32) -> Int32? { data.firstChild(i) }
    @inline(__always) func secondChild(_ i: Int32) -> Int32? { data.secondChild(i) }
    @inline(__always) func isExtendingContainer(_ i: Int32) -> Bool { data.isExtendingContainer(i) }
    @inline(__always) func priority(_ i: Int32) -> Double { data.priority(i) }
    @inline(__always) func isSpacer(_ i: Int32) -> Bool { data.isSpacer(i) }
    /// Whether the node is a Text, possibly under modifiers that keep its spacing (font, padding aside).
    @inline(__always) func isText(_ i: Int32) -> Bool { data.textLike[Int(i)] }
    /// Whether node `i`'s top (bottom) edge is a Text's, for the vertical default spacing.
    @inline(__always) func isTextAtTop(_ i: Int32) -> Bool { data.textEdges[Int(i)] & ArenaData.textTop != 0 }
    @inline(__always) func isTextAtBottom(_ i: Int32) -> Bool { data.textEdges[Int(i)] & ArenaData.textBottom != 0 }
    /// Whether any node is an `alignmentGuide` (otherwise no child needs its guides looked up).
    @inline(__always) var hasAlignmentGuides: Bool { data.hasAlignmentGuides }
    /// Whether any custom layout defines `spacing(subviews:cache:)`.
    @inline(__always) var hasCustomLayoutSpacing: Bool { data.hasCustomLayoutSpacing }
    @inline(__always) func trait(_ i: Int32, _ axis: Axis) -> AxisTrait { data.trait(i, axis) }
    @inline(__always) func isResizable(_ i: Int32) -> Bool { data.isResizable(i) }
}

/// The view tree flattened into arrays in pre-order, built without recursion so that trees
/// thousands of levels deep are safe. Node `i`'s children are `childIDs[childStart[i] ..< childStart[i] + childCount[i]]`.
struct ArenaData: Sendable {
    var kinds: [ViewKind] = []
    /// Each node's kind as one byte (`NodeOp`).
    var ops: [NodeOp] = []
    var names: [String?] = []
    var locations = SparseColumn<SourceLocation?>(empty: nil)
    var parents: [Int32] = []
    var depths: [Int32] = []
    var childStart: [Int32] = []
    var childCount: [Int32] = []
    var childIDs: [Int32] = []
    /// Children as a stack or list lays them out: Group and ForEach expanded, EmptyView dropped.
    var layoutChildStart: [Int32] = []
    var layoutChildCount: [Int32] = []
    var layoutChildIDs: [Int32] = []
    var inert = SparseColumn<[InertModifier]>(empty: [])
    var maxDepth = 0
    /// The stack axis each node sees (for Spacer and Divider), and each node's closed-form answers.
    var stackAxis: [Axis?] = []
    var horizontalTraits: [AxisTrait] = []
    var verticalTraits: [AxisTrait] = []
    /// The default spacing and padding the traits were worked out with.
    var defaultSpacing = 0.0
    var defaultPadding = 0.0

    var count: Int { kinds.count }

    /// The children list each node was built from, to recognise unchanged subtrees.
    var storages: [ChildList] = []

    /// Whether each node's children storage is kept (for `LayoutSession`'s comparisons).
    var keepsStorages = false

    /// Per node: a Text, possibly under modifiers that keep its spacing (set with the traits).
    var textLike: [Bool] = []
    /// Per node, which of its vertical edges are a Text's (`textTop`, `textBottom`): a VStack's top
    /// is its first child's, its bottom its last child's; frames and text modifiers pass their
    /// child's through.
    var textEdges: [UInt8] = []
    static let textTop: UInt8 = 1
    static let textBottom: UInt8 = 2
    /// Whether any node is an `alignmentGuide`.
    var hasAlignmentGuides = false
    var hasCustomLayoutSpacing = false

    init(_ root: ViewNode, keepsStorages: Bool = false) {
        self.keepsStorages = keepsStorages
        _ = appendSubtree(root, parent: -1, depth: 0)
    }

    /// Appends one node's columns; its children are linked by `appendSubtree`. Reads the node in
    /// place: only its kind (and a name, location or inert modifiers when it has them) is copied.
    private mutating func append(_ node: UnsafePointer<ViewNode>, parent: Int32, depth: Int32) -> Int {
        let id = kinds.count
        let kind = node.pointee.kind
        let op = NodeOp(kind)
        ops.append(op)
        switch op {
        case .alignmentGuide: hasAlignmentGuides = true
        case .customLayout: noteCustomLayout(kind)
        default: break
        }
        kinds.append(consume kind)
        names.append(node.pointee.name)
        if node.pointee.location != nil { locations[id] = node.pointee.location }
        if !node.pointee.inertModifiers.isEmpty { inert[id] = node.pointee.inertModifiers }
        if keepsStorages { storages.append(node.pointee.storage) }
        parents.append(parent)
        depths.append(depth)
        if Int(depth) > maxDepth { maxDepth = Int(depth) }
        let count = node.pointee.storage.nodes.count
        childStart.append(0)
        childCount.append(Int32(count))
        return count
    }

    private mutating func noteCustomLayout(_ kind: ViewKind) {
        guard case .customLayout(let spec) = kind else { return }
        if !spec.explicitAlignmentAxes.isEmpty { hasAlignmentGuides = true }
        if spec.definesSpacing { hasCustomLayoutSpacing = true }
    }

    /// Appends `root` and its descendants in pre-order after the existing nodes, links their
    /// children lists and returns the id of `root`. Ids of existing nodes do not change.
    mutating func appendSubtree(_ root: ViewNode, parent rootParent: Int32, depth rootDepth: Int32) -> Int32 {
        let first = kinds.count
        // Pre-order numbering, walking the children lists without copying nodes.
        let rootChildren = withUnsafePointer(to: root) { append($0, parent: rootParent, depth: rootDepth) }
        var stack: [(list: ChildList, next: Int, count: Int, parent: Int32, depth: Int32)] = []
        if rootChildren > 0 { stack.append((root.storage, 0, rootChildren, Int32(first), rootDepth + 1)) }
        while let top = stack.indices.last {
            let k = stack[top].next
            guard k < stack[top].count else {
                stack.removeLast()
                continue
            }
            stack[top].next = k + 1
            let id = Int32(kinds.count)
            let depth = stack[top].depth
            let parent = stack[top].parent
            let count = stack[top].list.nodes.withUnsafeBufferPointer { buffer in
                append(buffer.baseAddress! + k, parent: parent, depth: depth)
            }
            if count > 0 {
                let children = stack[top].list.nodes.withUnsafeBufferPointer { $0[k].storage }
                stack.append((children, 0, count, id, depth + 1))
            }
        }
        // Children lists: a node's children are the nodes whose parent is it, in id order.
        let end = kinds.count
        var offsets = [Int32](repeating: 0, count: end - first)
        var running = Int32(childIDs.count)
        for i in first..<end {
            childStart[i] = running
            offsets[i - first] = running
            running += childCount[i]
        }
        childIDs.append(contentsOf: repeatElement(0, count: Int(running) - childIDs.count))
        if end - first > 1 {
            childIDs.withUnsafeMutableBufferPointer { ids in
                for i in (first + 1)..<end {
                    let parent = Int(parents[i]) - first
                    ids[Int(offsets[parent])] = Int32(i)
                    offsets[parent] += 1
                }
            }
        }
        buildLayoutChildren(first..<end)
        return Int32(first)
    }

    func children(_ i: Int32) -> ArraySlice<Int32> {
        let start = Int(childStart[Int(i)])
        return childIDs[start..<start + Int(childCount[Int(i)])]
    }

    func layoutChildren(_ i: Int32) -> ArraySlice<Int32> {
        let start = Int(layoutChildStart[Int(i)])
        return layoutChildIDs[start..<start + Int(layoutChildCount[Int(i)])]
    }

    func firstChild(_ i: Int32) -> Int32? {
        childCount[Int(i)] > 0 ? childIDs[Int(childStart[Int(i)])] : nil
    }

    func secondChild(_ i: Int32) -> Int32? {
        childCount[Int(i)] > 1 ? childIDs[Int(childStart[Int(i)]) + 1] : nil
    }

    private mutating func buildLayoutChildren(_ range: Range<Int>) {
        layoutChildStart.append(contentsOf: repeatElement(0, count: range.count))
        layoutChildCount.append(contentsOf: repeatElement(0, count: range.count))
        layoutChildIDs.reserveCapacity(childIDs.count)
        var work: [Int32] = []
        for i in range {
            layoutChildStart[i] = Int32(layoutChildIDs.count)
            let count = Int(childCount[i])
            guard count > 0 else { continue }
            let start = Int(childStart[i])
            if count == 1 {
                let only = childIDs[start]
                if !ops[Int(only)].isExpandedInStacks {
                    layoutChildIDs.append(only)
                    layoutChildCount[i] = 1
                    continue
                }
            } else if !anyExpandedInStacks(start..<start + count) {
                layoutChildIDs.append(contentsOf: childIDs[start..<start + count])
                layoutChildCount[i] = Int32(count)
                continue
            }
            let direct = children(Int32(i))
            work.removeAll(keepingCapacity: true)
            work.append(contentsOf: direct.reversed())
            while let child = work.popLast() {
                switch ops[Int(child)] {
                case .group, .forEach, .listSection: work.append(contentsOf: children(child).reversed())
                case .emptyView: continue
                default: layoutChildIDs.append(child)
                }
            }
            layoutChildCount[i] = Int32(layoutChildIDs.count) - layoutChildStart[i]
        }
    }

    /// Whether any of the children at `range` of `childIDs` is replaced by its own children in a stack.
    private func anyExpandedInStacks(_ range: Range<Int>) -> Bool {
        for k in range where ops[Int(childIDs[k])].isExpandedInStacks { return true }
        return false
    }

    /// Whether the node is a container whose kind extends into the safe area.
    func isExtendingContainer(_ i: Int32) -> Bool {
        guard ops[Int(i)] == .container || ops[Int(i)] == .scrollModifier else { return false }
        if case .container(let container) = kinds[Int(i)] { return container.kind.extendsIntoSafeArea }
        // Scroll modifiers pass a safeAreaPadding's insets on to the scroll view they modify.
        if case .scrollModifier = kinds[Int(i)], let child = firstChild(i) { return isExtendingContainer(child) }
        return false
    }

    /// Layout priority a stack reads from a child: a bare Spacer is −∞, a described modifier says
    /// (`.layoutPriority(x)` is x, `fixedSize` passes its view's).
    func priority(_ i: Int32) -> Double {
        switch ops[Int(i)] {
        case .spacer: return -.infinity
        case .modifier:
            guard case .modifier(let modifier) = kinds[Int(i)] else { return 0 }
            return modifier.base.stackPriority { firstChild(i).map { priority($0) } ?? 0 }
        default: return 0
        }
    }

    /// Whether node `i` is a described modifier that its view's guides and spacing pass through.
    func passesChildGeometry(_ i: Int) -> Bool {
        guard case .modifier(let modifier) = kinds[i] else { return false }
        return modifier.traits.contains(.passesChildGeometry)
    }

    /// Whether an image carries `.resizable()`.
    func isResizable(_ i: Int32) -> Bool {
        inert[Int(i)].contains { $0.effect == .resizable }
    }

    /// Whether node `i` is a Text, possibly under modifiers that keep its spacing, from its own
    /// kind and its first child's `textLike` (children have larger ids and are worked out first).
    @inline(__always)
    func computeTextLike(_ i: Int) -> Bool {
        switch ops[i] {
        case .text: return true
        case .font, .lineLimit, .textEnvironment, .listEnvironment, .overlay, .background, .layoutDirection:
            guard let child = firstChild(Int32(i)) else { return false }
            return textLike[Int(child)]
        case .modifier:
            guard passesChildGeometry(i), let child = firstChild(Int32(i)) else { return false }
            return textLike[Int(child)]
        default: return false
        }
    }

    /// Which vertical edges of node `i` are a Text's (children are worked out first). SwiftUI
    /// takes a view's spacing from the views at its edges: a VStack whose last child is a Text
    /// sits 2 above a Text below it, as two Texts do (aessam/NiceViewsLib@f1f16c9b
    /// testMediaCardSizes: a card's VStack of two Texts, framed, then a caption Text, 2 apart;
    /// docs/controls.md). Other containers (HStack, ZStack, padding) are not text at any edge.
    @inline(__always)
    func computeTextEdges(_ i: Int, textLike: Bool) -> UInt8 {
        if textLike { return Self.textTop | Self.textBottom }
        switch ops[i] {
        case .frame, .flexibleFrame:
            guard let child = firstChild(Int32(i)) else { return 0 }
            return textEdges[Int(child)]
        case .font, .lineLimit, .textEnvironment, .listEnvironment, .overlay, .background, .layoutDirection:
            guard let child = firstChild(Int32(i)) else { return 0 }
            return textEdges[Int(child)]
        case .modifier:
            guard passesChildGeometry(i), let child = firstChild(Int32(i)) else { return 0 }
            return textEdges[Int(child)]
        case .vStack, .lazyVStack:
            let children = layoutChildren(Int32(i))
            guard let first = children.first, let last = children.last else { return 0 }
            return (textEdges[Int(first)] & Self.textTop) | (textEdges[Int(last)] & Self.textBottom)
        default: return 0
        }
    }

    func isSpacer(_ i: Int32) -> Bool { ops[Int(i)] == .spacer }
}
