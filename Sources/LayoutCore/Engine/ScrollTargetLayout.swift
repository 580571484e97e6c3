/// Scroll modifiers: `contentMargins`, `scrollTargetBehavior(.paging / .viewAligned)`,
/// `scrollTargetLayout()` and `scrollClipDisabled()`. They reach the scroll views inside the view
/// they modify (environment values in SwiftUI); the nearest scroll view takes them and its content
/// starts without them [inf: FrameLab does not hand them on to nested scroll views].
///
/// - Content margins inset the content "by the safe area plus an additional 20 points" (Apple,
///   `contentMargins(_:_:for:)`): the content starts that far in, is proposed that much less on
///   a non-scroll axis, and `containerRelativeFrame` in it measures the viewport minus the safe
///   area minus the margins [inf from the doc's "plus"; the drift this makes under `.paging` is the
///   classic carousel complaint]. `.scrollIndicators` margins move only the indicators.
/// - `.paging` rests on multiples of the scroll view's own length along the scroll axis
///   (`PagingScrollTargetBehavior`: "container-aligned boundaries"; UIKit's `isPagingEnabled`
///   "stops on multiples of the scroll view's bounds"). Children whose length plus spacing is not
///   a whole fraction of that drift by the difference on every page.
/// - `.viewAligned` rests on the leading edges of the scroll targets, the children of the stack
///   marked `scrollTargetLayout()`; without one there is nothing to align to.
/// - None of these changes a frame except the margins; clipping is drawing, not layout.
struct ScrollEnvironment: Hashable {
    var contentMargins = EdgeInsets()
    var contentMarginNodes: [Edge: Int32] = [:]
    var indicatorMargins = EdgeInsets()
    var behavior: ScrollTargetBehavior?
    var behaviorNode: Int32 = -1
    var clipDisabled = false
}

extension LayoutRun {
    /// The context a scroll modifier hands its child: its setting added; pending insets kept, so
    /// that a `safeAreaPadding` outside still reaches the scroll view through it.
    mutating func scrollModifierContext(_ i: Int32, _ modifier: ScrollModifier, _ ctx: LayoutContext, report: Bool) -> LayoutContext {
        if case .targetLayout = modifier { return modifierContext(ctx) }
        var environment = settings(ctx).scroll ?? ScrollEnvironment()
        switch modifier {
        case .contentMargins(let margins):
            let length = marginLength(i, margins, report: report)
            for edge in margins.edges.edges {
                if margins.placement.insetsContent {
                    environment.contentMargins[edge] = length
                    environment.contentMarginNodes[edge] = i
                }
                if margins.placement != .scrollContent { environment.indicatorMargins[edge] = length }
            }
        case .targetBehavior(let behavior):
            environment.behavior = behavior
            environment.behaviorNode = i
        case .clipDisabled(let disabled):
            environment.clipDisabled = disabled
        case .targetLayout:
            break
        }
        return context(ctx) { $0.scroll = environment }
    }

    /// A margin layout can use: negative, NaN and infinite lengths become 0 with a warning; nil
    /// (SwiftUI's default margins, which no source measures) becomes 0 with a note.
    private mutating func marginLength(_ i: Int32, _ margins: ContentMargins, report: Bool) -> Double {
        guard let length = margins.length else {
            if report { diagnose(.note, LayoutMessages.contentMarginsDefault, "contentMargins(nil) asks for the platform's default margins, which FrameLab has no figure for; 0 is used", node: i) }
            return 0
        }
        guard length.isFinite, length >= 0 else {
            if report { diagnose(.warning, LayoutMessages.contentMarginsInvalid, "contentMargins(\(formatLength(length))) is \(length.isNaN ? "not a number" : length < 0 ? "negative" : "infinite"); margins cannot pull content outward, so 0 is used", node: i) }
            return 0
        }
        return length
    }

    @inline(never)
    mutating func scrollModifierSize(_ i: Int32, _ modifier: ScrollModifier, _ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        guard let child = arena.firstChild(i) else { return .zero }
        return size(child, p, scrollModifierContext(i, modifier, ctx, report: false))
    }

    @inline(never)
    mutating func placeScrollModifier(_ i: Int32, _ modifier: ScrollModifier, _ frame: Rect, _ p: ProposedSize, _ ctx: LayoutContext) {
        guard let child = arena.firstChild(i) else { return }
        place(child, at: frame.origin, proposal: p, scrollModifierContext(i, modifier, ctx, report: true))
        _ = adoptExtension(i, of: child)
    }

    /// The margins a scroll view's content gets from the modifiers above it.
    func contentMargins(_ ctx: LayoutContext) -> EdgeInsets { settings(ctx).scroll?.contentMargins ?? .zero }

    /// The margins as amounts `containerRelativeFrame` takes off the scroll view's size.
    func marginSubtractions(_ ctx: LayoutContext) -> [SizeSubtraction] {
        guard let scroll = settings(ctx).scroll else { return [] }
        return Edge.allCases.compactMap { edge in
            guard scroll.contentMargins[edge] > 0, let node = scroll.contentMarginNodes[edge] else { return nil }
            return SizeSubtraction(edge: edge, amount: scroll.contentMargins[edge], reason: .contentMargins(nodeID: Int(node)))
        }
    }

    // MARK: Paging record

    /// Records the scroll view's margins, behaviour and targets, and warns where pages and children disagree.
    mutating func recordScrollPaging(_ i: Int32, _ axes: AxisSet, _ frame: Rect, _ ctx: LayoutContext) {
        guard let scroll = settings(ctx).scroll else { return }
        let axis: Axis = axes == .horizontal ? .horizontal : .vertical
        let (layout, targetNodes) = scrollTargets(of: i)
        let targets = targetNodes.map { node in
            ScrollTargetSlot(nodeID: Int(node), offset: frames[Int(node)].origin[axis] - frame.origin[axis], length: frames[Int(node)].size[axis])
        }
        var record = ScrollPaging(
            behavior: scroll.behavior, behaviorNodeID: scroll.behaviorNode >= 0 ? Int(scroll.behaviorNode) : nil,
            axis: axis, viewport: frame.size[axis], contentMargins: scroll.contentMargins,
            contentMarginNodeIDs: scroll.contentMarginNodes.mapValues(Int.init), indicatorMargins: scroll.indicatorMargins,
            targetLayoutID: layout.map(Int.init), targets: targets, clipDisabled: scroll.clipDisabled, warnings: [])
        record.warnings = pagingWarnings(record, layoutFound: layout != nil)
        let node = scroll.behaviorNode >= 0 ? scroll.behaviorNode : i
        for warning in record.warnings { diagnose(.warning, LayoutMessages.scrollTarget, DiagnosticText(verbatim: warning), node: node) }
        trace.scrollPagings[Int(i)] = record
    }

    /// The stack marked `scrollTargetLayout()` inside the scroll view (not inside a nested
    /// container) and its children; without one, the children of the content's stack.
    func scrollTargets(of i: Int32) -> (layout: Int32?, targets: [Int32]) {
        var pending = Array(arena.layoutChildren(i).reversed())
        while let node = pending.popLast() {
            switch arena.kinds[Int(node)] {
            case .scrollModifier(.targetLayout):
                return (node, arena.firstChild(node).map(stackChildren) ?? [])
            case .container:
                continue
            default:
                pending += arena.children(node).reversed()
            }
        }
        let content = arena.layoutChildren(i)
        if content.count == 1, let only = content.first { return (nil, stackChildren(only)) }
        return (nil, Array(content))
    }

    /// The children of the stack under `node`'s modifiers, or `node` itself when it is no stack.
    private func stackChildren(_ node: Int32) -> [Int32] {
        var current = node
        while true {
            switch arena.kinds[Int(current)] {
            case .hStack, .vStack, .lazyHStack, .lazyVStack, .lazyGrid, .grid:
                return Array(arena.layoutChildren(current))
            case let kind where kind.isModifier:
                guard let child = arena.firstChild(current) else { return [node] }
                current = child
            default:
                return [node]
            }
        }
    }

    private func pagingWarnings(_ record: ScrollPaging, layoutFound: Bool) -> [String] {
        let axisName = record.axis == .horizontal ? "wide" : "tall"
        let along = record.axis == .horizontal ? "width" : "height"
        let contentLength = record.targets.map { $0.offset + $0.length }.max() ?? 0
        switch record.behavior {
        case .paging?:
            let page = record.viewport
            if page <= 0 {
                return ["scrollTargetBehavior(.paging) on a scroll view 0 \(axisName): a page is 0 long, so paging never moves"]
            }
            if record.targets.isEmpty || contentLength - (record.targets.first?.offset ?? 0) <= 0 {
                return ["scrollTargetBehavior(.paging) on a scroll view whose content is 0 \(axisName): there is nothing to page"]
            }
            guard record.stride(of: 0) > 0 else {
                return ["scrollTargetBehavior(.paging): the first child is 0 \(axisName), so pages cannot line up with the children"]
            }
            guard let mismatch = record.pageMismatch else { return [] }
            return ["page length \(formatLength(page)) (the scroll view's \(along)) differs from \(mismatch.childrenText): \(mismatch.slideText) (carousel drift); make child + spacing \(formatLength(page / Double(mismatch.childrenPerPage))), or use .scrollTargetBehavior(.viewAligned) with .scrollTargetLayout() on the stack"]
        case .viewAligned?:
            if !layoutFound {
                return ["scrollTargetBehavior(.viewAligned) has no scroll targets: put .scrollTargetLayout() on the stack inside the scroll view; without targets it scrolls freely"]
            }
            if record.targets.isEmpty || contentLength <= 0 {
                return ["scrollTargetBehavior(.viewAligned): the scrollTargetLayout's children are all 0 \(axisName), so there is nothing to align to"]
            }
            return []
        case nil:
            return []
        }
    }
}
