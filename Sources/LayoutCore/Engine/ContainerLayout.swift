/// Containers whose behaviour comes from a `ContainerKind`: windows, single-content stacks
/// (NavigationStack, sheets), tabs and split-view columns. Scroll views and lists are in their own
/// files. Semantics digest §4.6, §5, §8.5.
extension LayoutRun {
    // MARK: Scopes

    mutating func makeScope(_ scope: ContainerScope) -> Int32 {
        if let known = scopeIndex[scope] { return known }
        scopes.append(scope)
        let index = Int32(scopes.count - 1)
        scopeIndex[scope] = index
        return index
    }

    /// Whether `containerRelativeFrame` measures this container.
    func providesSize(_ kind: ContainerKind) -> Bool {
        guard kind.providesContainerSize else { return false }
        if case .list = kind.strategy {
            return (env.listContainerPolicy ?? kind.list?.containerPolicy ?? .measures) == .measures
        }
        return true
    }

    // MARK: Bars

    func barApplies(_ rule: BarRule, _ prefs: NavigationPreferences) -> Bool {
        if prefs.hiddenBars.contains(rule.bar) { return false }
        let condition = rule.condition
        if let idioms = condition.idioms, !idioms.contains(env.idiom) { return false }
        if let h = condition.horizontalSizeClass, h != env.horizontalSizeClass { return false }
        if let v = condition.verticalSizeClass, v != env.verticalSizeClass { return false }
        if let modes = condition.titleDisplayModes, !modes.contains(prefs.effectiveTitleDisplayMode) { return false }
        if let placements = condition.toolbarItems, placements.isDisjoint(with: prefs.toolbarPlacements) { return false }
        return true
    }

    func metricValue(_ name: String) -> Double? {
        guard let value = env.metrics[name], value.isFinite, value >= 0 else { return nil }
        return value
    }

    mutating func reportMissingMetric(_ rule: BarRule, node: Int32, kind: ContainerKind) {
        let place = rule.origin.map { " (rule at \($0.description))" } ?? ""
        diagnose(.error, LayoutMessages.deviceMetricMissing, "device '\(env.description.deviceID)' has no metric '\(rule.metric)' used by \(kind.id)\(place); 0 is used", node: node)
    }

    /// Total bar insets per edge for the rules that apply.
    func barInsets(_ rules: [BarRule], _ prefs: NavigationPreferences) -> EdgeInsets {
        var insets = EdgeInsets()
        for rule in rules where barApplies(rule, prefs) {
            insets[rule.edge] += metricValue(rule.metric) ?? 0
        }
        return insets
    }

    func safeAreaEdgesOnly(_ insets: EdgeInsets, _ edges: EdgeSet) -> EdgeInsets {
        var result = EdgeInsets()
        for edge in edges.edges { result[edge] = insets[edge] }
        return result
    }

    /// Children of a container that hold its content: each direct child for tabs and columns.
    func contentRoots(_ i: Int32) -> [Int32] { Array(arena.children(i)) }

    // MARK: Sizing

    @inline(never)
    mutating func containerSize(_ i: Int32, _ container: ContainerNode, _ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        switch container.kind.strategy {
        case .scroll(let axes): return scrollSize(i, container, container.scrollAxes ?? axes, p, ctx)
        case .list: return listSize(i, container, p, ctx)
        case .rootWindow, .singleContent, .tabs, .splitColumns:
            if p.width != nil && p.height != nil { return Size(width: p.width!, height: p.height!) }
            // An unspecified axis: the content's ideal length plus the insets.
            let prefs = navigationPreferences(for: i, roots: [i])
            let bars = barInsets(container.kind.contentSafeAreaBars, prefs)
            let insets = ctx.pendingInsets + bars
            let parts = partsOf(i, container)
            var result = Size.zero
            for part in parts {
                let scope = sizingScope(i, container.kind, part: part.name, p, ctx)
                var inner = ctx.descending()
                inner.scope = scope
                let proposal = p.inset(by: insets)
                let s = contentSize(part.children, axis: .vertical, proposal, inner)
                result.width = max(result.width, s.width + insets.leading + insets.trailing)
                result.height = max(result.height, s.height + insets.top + insets.bottom)
            }
            return Size(width: p.width ?? result.width, height: p.height ?? result.height)
        }
    }

    /// The scope a container gives its content while sizing: the proposal minus pending insets and bars.
    mutating func sizingScope(_ i: Int32, _ kind: ContainerKind, part: String?, _ p: ProposedSize, _ ctx: LayoutContext, unstable: AxisSet = [], margins: EdgeInsets = .zero) -> Int32 {
        guard providesSize(kind) else { return ctx.scope }
        let prefs = navigationPreferences(for: i, roots: [i])
        let subtract = safeAreaEdgesOnly(ctx.pendingInsets, kind.subtractedSafeAreaEdges) + barInsets(kind.barSubtractions, prefs) + margins
        let usable = p.inset(by: subtract)
        return makeScope(ContainerScope(nodeID: i, part: part, usableWidth: usable.width, usableHeight: usable.height, unstableAxes: unstable, parent: ctx.scope))
    }

    struct ContainerPart {
        var name: String?
        var children: ArraySlice<Int32>
        var column: SplitColumn?
    }

    /// Tabs, columns, or the single content of a container.
    func partsOf(_ i: Int32, _ container: ContainerNode) -> [ContainerPart] {
        switch container.kind.strategy {
        case .tabs:
            return arena.layoutChildren(i).enumerated().map { k, child in
                ContainerPart(name: "tab \(k + 1)", children: ArraySlice([child]))
            }
        case .splitColumns:
            let columns = Array(arena.children(i))
            let roles: [SplitColumn] = columns.count >= 3 ? [.sidebar, .content, .detail] : columns.count == 2 ? [.sidebar, .detail] : [.detail]
            return columns.enumerated().map { k, child in
                let role = k < roles.count ? roles[k] : .detail
                return ContainerPart(name: "\(role.rawValue) column", children: ArraySlice([child]), column: role)
            }
        default:
            return [ContainerPart(name: nil, children: arena.layoutChildren(i))]
        }
    }

    // MARK: Placement

    @inline(never)
    mutating func placeContainer(_ i: Int32, _ container: ContainerNode, _ frame: Rect, _ p: ProposedSize, _ ctx: LayoutContext) {
        switch container.kind.strategy {
        case .scroll(let axes): placeScroll(i, container, container.scrollAxes ?? axes, frame, p, ctx)
        case .list: placeList(i, container, frame, p, ctx)
        case .splitColumns: placeSplitColumns(i, container, frame, ctx)
        case .rootWindow, .singleContent, .tabs:
            for part in partsOf(i, container) {
                placeContainerPart(i, container.kind, part: part, in: frame, ctx)
            }
        }
    }

    /// Lays out one part (the content, a tab, a column) of container `i` in `rect`.
    mutating func placeContainerPart(_ i: Int32, _ kind: ContainerKind, part: ContainerPart, in rect: Rect, _ ctx: LayoutContext) {
        let prefs = navigationPreferences(for: i, roots: [i])
        let overlap = overlapInsets(rect, layer: ctx.layer)
        let contentBars = applicableBars(kind.contentSafeAreaBars, prefs, node: i, kind: kind)
        let barInsets = contentBars.insets
        let geometry = recordGeometry(i, kind, part: part.name, rect: rect, overlap: overlap, prefs: prefs, ctx, contentBars: barInsets)
        let contentRect = rect.inset(by: overlap + barInsets)
        let parent = layers[Int(ctx.layer)]
        var inner = ctx.descending()
        inner.layer = pushLayer(outer: parent.reach(of: rect), inner: contentRect, parent: ctx.layer, source: .bars(contentBars.sources))
        if providesSize(kind) {
            inner.scope = makeScope(ContainerScope(nodeID: i, part: part.name, usableWidth: geometry.usableSize.width, usableHeight: geometry.usableSize.height, unstableAxes: [], parent: ctx.scope))
        }
        let children = part.children
        var target = contentRect
        if children.count == 1, let only = children.first, arena.isExtendingContainer(only) {
            target = rect.inset(by: overlap)
            inner.pendingInsets = barInsets
        }
        let proposal = ProposedSize(target.size)
        let s = contentSize(children, axis: .vertical, proposal, inner)
        let origin = Alignment.center.origin(of: s, in: target.size).offset(target.origin)
        placeContent(children, axis: .vertical, in: Rect(origin: origin, size: s), proposal: proposal, inner)
    }

    /// The bar rules that apply, their insets, and where each edge's bar came from.
    mutating func applicableBars(_ rules: [BarRule], _ prefs: NavigationPreferences, node: Int32, kind: ContainerKind) -> (insets: EdgeInsets, sources: [Edge: BarSource]) {
        var insets = EdgeInsets()
        var sources: [Edge: BarSource] = [:]
        for rule in rules where barApplies(rule, prefs) {
            guard let value = metricValue(rule.metric) else {
                reportMissingMetric(rule, node: node, kind: kind)
                continue
            }
            insets[rule.edge] += value
            sources[rule.edge] = BarSource(metric: rule.metric, bar: rule.bar, origin: rule.origin)
        }
        return (insets, sources)
    }

    /// Records what the container (or one of its parts) provides and returns it.
    @discardableResult
    mutating func recordGeometry(_ i: Int32, _ kind: ContainerKind, part: String?, rect: Rect, overlap: EdgeInsets, prefs: NavigationPreferences, _ ctx: LayoutContext, usableOverride: ProposedSize? = nil, contentBars: EdgeInsets = .zero, margins: [SizeSubtraction] = []) -> ContainerGeometry {
        var subtractions: [SizeSubtraction] = []
        for edge in kind.subtractedSafeAreaEdges.edges where overlap[edge] > 0 {
            subtractions += attributeOverlap(overlap[edge], on: edge, layer: ctx.layer)
        }
        for rule in kind.barSubtractions where barApplies(rule, prefs) {
            guard let value = metricValue(rule.metric) else {
                reportMissingMetric(rule, node: i, kind: kind)
                continue
            }
            var origin = rule.origin
            if origin == nil { origin = env.metricOrigins[.metric(rule.metric)] }
            subtractions.append(SizeSubtraction(edge: rule.edge, amount: value, reason: .bar(metric: rule.metric, bar: rule.bar), origin: origin))
        }
        subtractions += margins
        var usable = rect.size
        for subtraction in subtractions {
            usable[subtraction.edge.axis] -= subtraction.amount
        }
        usable.width = max(0, usable.width)
        usable.height = max(0, usable.height)
        if let usableOverride {
            usable = Size(width: usableOverride.width ?? usable.width, height: usableOverride.height ?? usable.height)
        }
        let geometry = ContainerGeometry(layoutFrame: rect, visibleFrame: rect, subtractions: subtractions, usableSize: usable, contentInsets: overlap + contentBars)
        geometries[GeometryKey(node: i, part: part)] = geometry
        return geometry
    }

    // MARK: Split view

    mutating func placeSplitColumns(_ i: Int32, _ container: ContainerNode, _ frame: Rect, _ ctx: LayoutContext) {
        let parts = partsOf(i, container)
        let sideBySide = env.horizontalSizeClass == .regular
        var cursor = frame.minX
        for (k, part) in parts.enumerated() {
            var rect = frame
            if sideBySide {
                let isLast = k == parts.count - 1
                let width: Double
                switch part.column {
                case .sidebar?: width = min(env.splitView.sidebarWidth, frame.maxX - cursor)
                case .content?: width = min(env.splitView.contentWidth, frame.maxX - cursor)
                default: width = isLast ? max(0, frame.maxX - cursor) : 0
                }
                rect = Rect(x: cursor, y: frame.minY, width: max(0, width), height: frame.height)
                cursor += max(0, width)
            }
            placeContainerPart(i, container.kind, part: part, in: rect, ctx)
        }
    }
}
