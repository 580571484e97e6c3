/// Incremental layout for `LayoutSession`: finding changed subtrees, swapping them into the arena,
/// laying out again from the nearest ancestor whose size does not change, and reading the result
/// back in pre-order.
extension LayoutRun {
    /// Pairs of (existing node, replacement) where the trees differ, and the unchanged nodes on
    /// the way to them with their new children storage; nil when the root differs.
    func changedSubtrees(from old: ViewNode, to new: ViewNode) -> (edits: [(Int32, ViewNode)], path: [(Int32, ChildList)])? {
        guard sameNode(0, new) else { return nil }
        var edits: [(Int32, ViewNode)] = []
        var path: [(Int32, ChildList)] = []
        var work: [(Int32, ViewNode)] = [(0, new)]
        while let (slot, node) = work.popLast() {
            if arena.data.storages[Int(slot)] === node.storage { continue }
            path.append((slot, node.storage))
            let children = arena.children(slot)
            let newChildren = node.children
            guard children.count == newChildren.count else {
                if slot == 0 { return nil }
                edits.append((slot, node))
                continue
            }
            for (child, newChild) in zip(children, newChildren) {
                if arena.data.storages[Int(child)] === newChild.storage && sameNode(child, newChild) { continue }
                if sameNode(child, newChild) {
                    work.append((child, newChild))
                } else {
                    edits.append((child, newChild))
                }
            }
        }
        return (edits, path)
    }

    /// Records the new children storage of nodes that stayed but whose subtrees changed.
    mutating func refreshStorages(_ path: [(Int32, ChildList)]) {
        var data = arena.data
        arena = LayoutArena(data: ArenaData())
        for (slot, storage) in path { data.storages[Int(slot)] = storage }
        arena = LayoutArena(data: data)
    }

    /// Whether node `slot` has the same kind, name, modifiers and location as `node`.
    func sameNode(_ slot: Int32, _ node: ViewNode) -> Bool {
        let i = Int(slot)
        return arena.kinds[i] == node.kind && arena.names[i] == node.name && arena.inert[i] == node.inertModifiers && arena.locations[i] == node.location
    }

    /// Whether a subtree holds anything that changes a container's bars (title mode, hidden bars, titles).
    func touchesBarPreferences(_ root: ViewNode) -> Bool {
        var work = [root]
        while let node = work.popLast() {
            switch node.kind {
            case .navigationBarTitleDisplayMode, .toolbarVisibility, .toolbarItems, .container: return true
            default: break
            }
            if node.inertModifiers.contains(where: { $0.effect == .navigationTitle }) { return true }
            work.append(contentsOf: node.children)
        }
        return false
    }

    /// Node ids of the subtree of `root`, in pre-order.
    func subtree(_ root: Int32) -> [Int32] {
        var result: [Int32] = []
        var work: [Int32] = [root]
        while let node = work.popLast() {
            result.append(node)
            work.append(contentsOf: arena.children(node).reversed())
        }
        return result
    }

    /// Swaps `node` in for the subtree at `slot`, marking it and its ancestors to be placed again.
    /// Returns the number of nodes removed, or nil when the change needs a full layout.
    mutating func replaceSubtree(_ slot: Int32, with node: ViewNode) -> Int? {
        let parent = arena.parents[Int(slot)]
        guard parent >= 0, recordsContexts else { return nil }
        var data = arena.data
        guard !data.ops[Int(slot)].isExpandedInStacks, !NodeOp(node.kind).isExpandedInStacks else { return nil }
        let oldNodes = subtree(slot)
        for old in oldNodes {
            switch data.kinds[Int(old)] {
            case .navigationBarTitleDisplayMode, .toolbarVisibility, .toolbarItems, .container: return nil
            default: if data.inert[Int(old)].contains(where: { $0.effect == .navigationTitle }) { return nil }
            }
        }
        if touchesBarPreferences(node) { return nil }
        // Let go of the shared arena so its arrays are mutated in place, not copied.
        arena = LayoutArena(data: ArenaData())
        let first = data.kinds.count
        let newSlot = data.appendSubtree(node, parent: parent, depth: data.depths[Int(slot)])
        data.replaceChild(slot, with: newSlot, in: parent)
        for old in oldNodes { data.parents[Int(old)] = -2 }
        data.computeTraits(first..<data.kinds.count, defaultSpacing: env.defaultSpacing, defaultPadding: env.defaultPadding)
        var ancestor = parent
        var traitsChanging = true
        while ancestor >= 0 {
            if traitsChanging {
                traitsChanging = data.updateTraits(Int(ancestor), defaultSpacing: env.defaultSpacing, defaultPadding: env.defaultPadding)
            }
            ancestor = data.parents[Int(ancestor)]
        }
        arena = LayoutArena(data: data)
        let added = arena.count - frames.count
        frames.append(contentsOf: repeatElement(.zero, count: added))
        proposals.append(contentsOf: repeatElement(.unspecifiedProposal, count: added))
        placed.append(contentsOf: repeatElement(false, count: added))
        derived.append(contentsOf: repeatElement(false, count: added))
        dirty.append(contentsOf: repeatElement(true, count: added))
        contexts.append(contentsOf: repeatElement(contexts[Int(slot)], count: added))
        cache.grow(for: arena)
        navigationPreferences.removeAll()
        ancestor = parent
        while ancestor >= 0 {
            cache.invalidate(ancestor)
            dirty[Int(ancestor)] = true
            ancestor = arena.parents[Int(ancestor)]
        }
        return oldNodes.count
    }

    /// Places the tree again from the root, descending only into nodes that are dirty or whose
    /// frame, proposal or context changed. Returns the number of nodes placed.
    mutating func relayoutDirtyNodes() -> Int {
        incremental = true
        placedInPass = []
        let previous = trace.diagnostics
        trace.diagnostics = []
        trace.diagnosticKeys = []
        placeRoot(rootContext)
        incremental = false
        // Group unions and EmptyView frames below the nodes placed again.
        var region: [Int32] = []
        for node in placedInPass {
            var work = Array(arena.children(node).reversed())
            while let child = work.popLast() {
                guard !placed[Int(child)] else { continue }
                region.append(child)
                work.append(contentsOf: arena.children(child).reversed())
            }
        }
        finishUnplacedNodes(region)
        let again = Set(placedInPass)
        let kept = previous.filter { diagnostic in
            guard let node = diagnostic.nodeID else { return true }
            return !again.contains(Int32(node)) && arena.parents[node] != -2
        }
        trace.diagnostics = kept + trace.diagnostics
        trace.diagnosticKeys = Set(trace.diagnostics.map { "\($0.nodeID ?? -1)|\($0.message)" })
        for node in placedInPass { dirty[Int(node)] = false }
        for i in dirty.indices where dirty[i] { dirty[i] = false }
        return placedInPass.count
    }

    private func remappedLocations(_ order: [Int32]) -> SparseColumn<SourceLocation?> {
        var column = SparseColumn<SourceLocation?>(empty: nil)
        for (id, slot) in order.enumerated() where arena.locations[Int(slot)] != nil {
            column[id] = arena.locations[Int(slot)]
        }
        return column
    }

    /// The result in pre-order, renumbering nodes when incremental updates have moved them.
    func materializedResult() -> LayoutResult {
        let order = subtree(0)
        if order.count == arena.count && order.enumerated().allSatisfy({ $0.offset == Int($0.element) }) {
            return makeResult()
        }
        var idOf = [Int32](repeating: -1, count: arena.count)
        for (id, slot) in order.enumerated() { idOf[Int(slot)] = Int32(id) }
        func remap(_ slot: Int) -> Int { Int(idOf[slot]) }
        func remapResolution(_ resolution: ContainerResolution) -> ContainerResolution {
            var copy = resolution
            copy.visited = resolution.visited.map { visit in
                var visit = visit
                visit.nodeID = remap(visit.nodeID)
                if case .secondaryOf(let primary, let type, let isContainer) = visit.verdict {
                    visit.verdict = .secondaryOf(primaryID: remap(primary), primaryType: type, primaryIsContainer: isContainer)
                }
                return visit
            }
            copy.container.nodeID = resolution.container.nodeID.map(remap)
            copy.subtractions = resolution.subtractions.map { subtraction in
                var subtraction = subtraction
                if case .safeAreaPadding(let node) = subtraction.reason { subtraction.reason = .safeAreaPadding(nodeID: remap(node)) }
                if case .contentMargins(let node) = subtraction.reason { subtraction.reason = .contentMargins(nodeID: remap(node)) }
                return subtraction
            }
            return copy
        }
        var renumbered = LayoutTrace()
        for (slot, resolution) in trace.containerResolutions where idOf[slot] >= 0 {
            renumbered.containerResolutions[remap(slot)] = remapResolution(resolution)
        }
        for (key, geometry) in geometries {
            guard let slot = key.node, idOf[Int(slot)] >= 0 else { continue }
            let id = remap(Int(slot))
            if key.part == nil || renumbered.containerGeometries[id] == nil { renumbered.containerGeometries[id] = geometry }
        }
        for (slot, choice) in trace.viewThatFitsChoices where idOf[slot] >= 0 { renumbered.viewThatFitsChoices[remap(slot)] = choice }
        for (slot, record) in trace.customLayouts where idOf[slot] >= 0 { renumbered.customLayouts[remap(slot)] = record }
        for (slot, grown) in trace.safeAreaExtensions where idOf[slot] >= 0 { renumbered.safeAreaExtensions[remap(slot)] = grown }
        for (slot, paging) in trace.scrollPagings where idOf[slot] >= 0 {
            renumbered.scrollPagings[remap(slot)] = paging.remapped { idOf[$0] >= 0 ? remap($0) : nil }
        }
        for (slot, placement) in trace.listPlacements where idOf[slot] >= 0 {
            var remapped = placement
            remapped.listID = Int(idOf[placement.listID])
            if let node = placement.separatorLeading?.guideNode { remapped.separatorLeading?.guideNode = Int(idOf[node]) }
            renumbered.listPlacements[remap(slot)] = remapped
        }
        let kinds = order.map { arena.kinds[Int($0)] }
        let parents = order.map { arena.parents[Int($0)] >= 0 ? idOf[Int(arena.parents[Int($0)])] : -1 }
        let columns = ResultColumns(
            kinds: kinds, names: order.map { arena.names[Int($0)] },
            locations: remappedLocations(order), parents: parents, depths: order.map { arena.depths[Int($0)] },
            frames: DirectionMirroring.frames(order.map { frames[Int($0)] }, parents: parents, kinds: kinds, in: env),
            proposals: order.map { proposals[Int($0)] }, trace: renumbered)
        let remappedDiagnostics = diagnosticsInTreeOrder(trace.diagnostics.compactMap { diagnostic -> LayoutDiagnostic? in
            var copy = diagnostic
            if let node = diagnostic.nodeID {
                guard idOf[node] >= 0 else { return nil }
                copy.nodeID = remap(node)
            }
            return copy
        })
        return LayoutResult(environment: env, columns: columns, diagnostics: remappedDiagnostics)
    }
}

extension ArenaData {
    /// An arena with no nodes.
    init() {}

    /// Points `parent`'s child (and layout-child) lists at `newChild` instead of `oldChild`.
    mutating func replaceChild(_ oldChild: Int32, with newChild: Int32, in parent: Int32) {
        let start = Int(childStart[Int(parent)])
        for k in start..<start + Int(childCount[Int(parent)]) where childIDs[k] == oldChild { childIDs[k] = newChild }
        // The node may also be listed by the stack that lays out its Group or ForEach parents.
        var owner = parent
        while owner >= 0 {
            let layoutStart = Int(layoutChildStart[Int(owner)])
            for k in layoutStart..<layoutStart + Int(layoutChildCount[Int(owner)]) where layoutChildIDs[k] == oldChild {
                layoutChildIDs[k] = newChild
            }
            guard ops[Int(owner)].isExpandedInStacks else { break }
            owner = parents[Int(owner)]
        }
    }
}
