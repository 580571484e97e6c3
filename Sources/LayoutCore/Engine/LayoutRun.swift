/// One layout pass over a flattened tree: sizing (`size`, cached per node and proposal) and
/// placement (`place`, which records frames). Each layout behaviour lives in its own file as an
/// extension; this file dispatches on the node's kind.
struct LayoutRun {
    var arena: LayoutArena
    let env: LayoutEnvironment
    /// The platform's default spacing between stack children.
    let spacing: StackSpacing
    var scopes: [ContainerScope] = []
    var scopeIndex: [ContainerScope: Int32] = [:]
    var layers: [SafeAreaLayer] = []
    var layerIndex: [SafeAreaLayer: Int32] = [:]
    /// The distinct rarely set settings contexts refer to (`ContextSettings`).
    var settingsTable = ContextSettingsTable()
    var cache: SizeCache
    /// Each Text's ideal and zero-width answers, measured once (`TextAnswers`).
    var textAnswers = TextAnswers()
    /// Each control's resolved plan (`ControlPlanMemo`).
    var controlPlans = ControlPlanMemo()
    var frames: [Rect]
    var proposals: [CompactProposal]
    var placed: [Bool]
    /// Why the layout came out as it did: each behaviour's typed record per node, and the
    /// diagnostics (`LayoutTrace`); handed to the result.
    var trace = LayoutTrace()
    /// `spacing(subviews:)` of the custom layouts that define it (`computeCustomLayoutSpacings`).
    var customLayoutSpacings: [Int32: CustomLayoutSpacing] = [:]
    var geometries: [GeometryKey: ContainerGeometry] = [:]
    /// The (axis, neighbours) pairs whose missing default spacing has been noted, one bit each.
    var unmeasuredSpacingNoted: UInt8 = 0
    /// Nodes being placed, outermost first (the path from the root to the current node).
    var ancestorStack: [Int32] = []
    /// Last children that a stack or padding left to `place` (`PendingPlacement`), innermost last.
    var pendingPlacements: [PendingPlacement] = []
    /// Each navigation container's preferences, read once from its content (a memo, not a record).
    var navigationPreferences: [Int32: NavigationPreferences] = [:]
    /// For incremental layout (`LayoutSession`): the context each node was placed with.
    var recordsContexts = false
    var contexts: [LayoutContext] = []
    /// During an incremental pass: nodes that must be placed again (edited, new, or above an
    /// edit); every other node whose frame, proposal and context are unchanged is skipped.
    var incremental = false
    var dirty: [Bool] = []
    var placedInPass: [Int32] = []
    /// Frames derived after placement (Group and ForEach unions, EmptyView).
    var derived: [Bool]

    init(arena: LayoutArena, env: LayoutEnvironment) {
        self.arena = arena
        self.env = env
        spacing = StackSpacing(env)
        let count = arena.count
        cache = SizeCache(arena: arena)
        frames = [Rect](repeating: .zero, count: count)
        proposals = [CompactProposal](repeating: .unspecifiedProposal, count: count)
        placed = [Bool](repeating: false, count: count)
        derived = [Bool](repeating: false, count: count)
        if arena.hasCustomLayoutSpacing { computeCustomLayoutSpacings() }
    }

    // MARK: Sizing

    mutating func size(_ i: Int32, _ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        let horizontal = arena.horizontalTraits[Int(i)]
        if horizontal != .unknown {
            let vertical = arena.verticalTraits[Int(i)]
            if vertical != .unknown {
                return Size(width: horizontal.answer(p.width), height: vertical.answer(p.height))
            }
        }
        if let hit = cache.lookup(i, p, ctx.scope) { return hit }
        let result = computeSize(i, p, ctx)
        cache.store(i, p, ctx.scope, result)
        return result
    }

    /// Dispatches on the node's one-byte op; as in `placeChildren`, the common cases of a deep
    /// chain run out of line so that each level's frame stays small.
    private mutating func computeSize(_ i: Int32, _ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        switch arena.ops[Int(i)] {
        case .hStack, .vStack, .lazyHStack, .lazyVStack: stackNodeSize(i, p, ctx)
        case .padding: paddingNodeSize(i, p, ctx)
        default: sizeOfKind(i, p, ctx)
        }
    }

    @inline(never)
    private mutating func stackNodeSize(_ i: Int32, _ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        guard let spec = stackSpec(i) else { return sizeOfKind(i, p, ctx) }
        return stackSize(arena.layoutChildren(i), spec, p, ctx)
    }

    @inline(never)
    private mutating func paddingNodeSize(_ i: Int32, _ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        guard case .padding(let edges, let length) = arena.kinds[Int(i)] else { return sizeOfKind(i, p, ctx) }
        return paddingSize(i, paddingInsets(edges, length), p, ctx)
    }

    /// Every kind's size, by its `ViewKind`.
    @inline(never)
    private mutating func sizeOfKind(_ i: Int32, _ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        if arena.ops[Int(i)] == .control, let fixed = controlPlans.knownFixedAnswer(i, ctx) {
            return arena.isResizable(i) ? p.replacingUnspecified(by: fixed) : fixed
        }
        switch arena.kinds[Int(i)] {
        case .shape(let shape): return shapeSize(shape, p)
        case .color: return p.replacingUnspecified()
        case .text(let string, _): return textSize(i, string, p, ctx)
        case .image(_, let intrinsic):
            // A `.resizable()` image takes the proposal like a shape, with its intrinsic size as ideal.
            return arena.isResizable(i) ? p.replacingUnspecified(by: intrinsic) : intrinsic
        case .spacer(let minLength): return spacerSize(minLength, p, ctx)
        case .emptyView: return .zero
        case .hStack(let alignment, let spacing):
            return stackSize(arena.layoutChildren(i), StackSpec(axis: .horizontal, alignment: alignment.fraction, spacing: spacing, lazy: false, guide: alignment.rawValue), p, ctx)
        case .vStack(let alignment, let spacing):
            return stackSize(arena.layoutChildren(i), StackSpec(axis: .vertical, alignment: alignment.fraction, spacing: spacing, lazy: false, guide: alignment.rawValue), p, ctx)
        case .lazyHStack(let alignment, let spacing):
            return stackSize(arena.layoutChildren(i), StackSpec(axis: .horizontal, alignment: alignment.fraction, spacing: spacing, lazy: true, guide: alignment.rawValue), p, ctx)
        case .lazyVStack(let alignment, let spacing):
            return stackSize(arena.layoutChildren(i), StackSpec(axis: .vertical, alignment: alignment.fraction, spacing: spacing, lazy: true, guide: alignment.rawValue), p, ctx)
        case .lazyGrid(let grid): return lazyGridSize(i, grid, p, ctx)
        case .grid(let grid): return gridSize(i, grid, p, ctx)
        case .viewThatFits(let axes): return viewThatFitsSize(i, axes, p, ctx)
        case .customLayout(let spec): return customLayoutSize(i, spec, p, ctx)
        case .gridRow(let alignment):
            return stackSize(arena.layoutChildren(i), StackSpec(axis: .horizontal, alignment: (alignment ?? .center).fraction, spacing: nil, lazy: false), p, ctx)
        case .zStack(let alignment): return zStackSize(arena.layoutChildren(i), alignment, p, ctx)
        case .group, .forEach, .listSection: return contentSize(arena.layoutChildren(i), axis: .vertical, p, ctx)
        case .geometryReader: return Size(width: p.width ?? 0, height: p.height ?? 0)
        case .frame(let frame): return fixedFrameSize(i, frame, p, ctx)
        case .flexibleFrame(let frame): return flexibleFrameSize(i, frame, p, ctx)
        case .padding(let edges, let length): return paddingSize(i, paddingInsets(edges, length), p, ctx)
        case .overlay, .background: return overlaySize(i, p, ctx)
        case .layoutDirection, .ignoresSafeArea, .navigationBarTitleDisplayMode, .toolbarVisibility, .toolbarItems, .presentation, .gridCell, .alignmentGuide:
            guard let child = arena.firstChild(i) else { return .zero }
            return size(child, p, modifierContext(ctx))
        case .font(let style):
            guard let child = arena.firstChild(i) else { return .zero }
            var inner = fontContext(ctx)
            inner.textStyle = style
            return size(child, p, inner)
        case .lineLimit(let limit):
            guard let child = arena.firstChild(i) else { return .zero }
            var inner = modifierContext(ctx)
            inner.lineLimit = limit
            return size(child, p, inner)
        case .textEnvironment(let modifier):
            guard let child = arena.firstChild(i) else { return .zero }
            return size(child, p, textContext(modifier, modifierContext(ctx)))
        case .listEnvironment(let modifier):
            guard let child = arena.firstChild(i) else { return .zero }
            let inner = context(modifierContext(ctx)) { $0.list = modifier.applied(to: $0.list) }
            return size(child, p, inner)
        case .safeAreaPadding(let edges, let length): return safeAreaPaddingSize(i, paddingInsets(edges, length), p, ctx)
        case .safeAreaInset(let edge, let spacing): return safeAreaInsetSize(i, edge, spacing, p, ctx)
        case .containerRelativeFrame(let crf): return containerRelativeFrameSize(i, crf, p, ctx)
        case .container(let container): return containerSize(i, container, p, ctx)
        case .control(let control): return controlSize(i, control, p, ctx)
        case .scrollModifier(let modifier): return scrollModifierSize(i, modifier, p, ctx)
        case .modifier(let modifier): return registeredModifierSize(i, modifier, p, ctx)
        case .controlSelection(let name, let value):
            guard let child = arena.firstChild(i) else { return .zero }
            let inner = context(modifierContext(ctx)) { $0.controlSelections[name] = value }
            return size(child, p, inner)
        }
    }

    /// The context a modifier hands its child: the same stack axis (a Spacer keeps its
    /// orientation through modifiers), no pending insets.
    @inline(__always)
    func modifierContext(_ ctx: LayoutContext) -> LayoutContext {
        var copy = ctx
        copy.pendingInsets = .zero
        return copy
    }

    /// The context a `.font(style)` hands its child: a fixed-size system font set above no longer applies.
    mutating func fontContext(_ ctx: LayoutContext) -> LayoutContext {
        let inner = modifierContext(ctx)
        return systemFont(inner) == nil ? inner : context(inner) { $0.systemFont = nil }
    }

    /// The context a text environment modifier hands its child.
    mutating func textContext(_ modifier: TextEnvironmentModifier, _ ctx: LayoutContext) -> LayoutContext {
        let inner = modifier.applied(to: ctx)
        guard case .systemFont(let font) = modifier else { return inner }
        return context(inner) { $0.systemFont = font }
    }

    @inline(__always)
    func paddingInsets(_ edges: EdgeSet, _ length: Double?) -> EdgeInsets {
        EdgeInsets(edges, sanitizedLength(length) ?? env.defaultPadding)
    }

    /// A length that layout can use: NaN and infinities become nil (callers decide the fallback).
    @inline(__always)
    func sanitizedLength(_ value: Double?) -> Double? {
        guard let value, value.isFinite else { return nil }
        return value
    }

    // MARK: Placement

    /// Sizes node `i` for proposal `p`, records its frame at `origin`, and places its children;
    /// when it returns, the whole subtree is placed.
    ///
    /// A stack or padding does not place its last child itself: it leaves it here
    /// (`pendingPlacements`), with nothing left to do after it, and this loop places it once the
    /// parent's frames have returned. A chain of single children (10,000 nested
    /// `VStack { … }.padding(1)`) is therefore placed in a loop, not 20,000 nested calls, and the
    /// order in which nodes are placed is the recursive order: each deferred child is the last
    /// thing its parent would have done.
    mutating func place(_ i: Int32, at origin: Point, proposal p: ProposedSize, _ ctx: LayoutContext) {
        let base = pendingPlacements.count
        let depth = ancestorStack.count
        placeNode(i, at: origin, proposal: p, ctx)
        while pendingPlacements.count > base {
            let next = pendingPlacements.removeLast()
            // The path to the child's parent (what the parent's own call would still hold).
            trimAncestors(to: Int(next.depth))
            placeNode(next.node, at: next.origin, proposal: next.proposal, next.context)
        }
        trimAncestors(to: depth)
    }

    /// Pops `ancestorStack` down to `depth` nodes, one at a time (`removeLast(_:)` goes through
    /// `replaceSubrange`, ~100 instructions, and every placement ends here).
    @inline(__always)
    private mutating func trimAncestors(to depth: Int) {
        while ancestorStack.count > depth { ancestorStack.removeLast() }
    }

    /// One node of `place`: its frame, then its children (all but a deferred last child).
    /// Leaves the node on `ancestorStack`; `place` trims it.
    @inline(__always)
    private mutating func placeNode(_ i: Int32, at origin: Point, proposal p: ProposedSize, _ ctx: LayoutContext) {
        if incremental {
            let n = Int(i)
            if !dirty[n] && placed[n] && frames[n].origin == origin && proposals[n] == CompactProposal(p) && contexts[n] == ctx && size(i, p, ctx) == frames[n].size {
                return
            }
            placedInPass.append(i)
        }
        let s = size(i, p, ctx)
        let frame = Rect(origin: origin, size: s)
        frames[Int(i)] = frame
        proposals[Int(i)] = CompactProposal(p)
        placed[Int(i)] = true
        if recordsContexts { contexts[Int(i)] = ctx }
        ancestorStack.append(i)
        placeChildren(i, frame, p, ctx)
    }

    /// Leaves `child` for `place` to place after the current node's placement returns. Only for
    /// a child whose placement is the last thing its parent does.
    @inline(__always)
    mutating func deferPlacement(_ child: Int32, at origin: Point, proposal: ProposedSize, _ ctx: LayoutContext) {
        pendingPlacements.append(PendingPlacement(node: child, origin: origin, proposal: proposal, context: ctx, depth: Int32(ancestorStack.count)))
    }

    /// Dispatches on the node's one-byte op. Every level of a deep tree keeps this frame on the
    /// stack while its children are placed, so the common cases run out of line and the frame holds
    /// no payload or context temporaries (a deep chain of stacks and paddings: 5.7 → ~1 kB a node).
    private mutating func placeChildren(_ i: Int32, _ frame: Rect, _ p: ProposedSize, _ ctx: LayoutContext) {
        switch arena.ops[Int(i)] {
        case .shape, .circle, .color, .text, .image, .spacer, .emptyView: return
        // A control without label parts (an Image) has nothing to place inside it.
        case .control where arena.childCount[Int(i)] == 0: return
        case .hStack, .vStack, .lazyHStack, .lazyVStack: placeStackChildren(i, frame, p, ctx)
        case .padding: placePaddingChild(i, frame, p, ctx)
        default: placeChildrenOfKind(i, frame, p, ctx)
        }
    }

    @inline(never)
    private mutating func placeStackChildren(_ i: Int32, _ frame: Rect, _ p: ProposedSize, _ ctx: LayoutContext) {
        guard let spec = stackSpec(i) else { return placeChildrenOfKind(i, frame, p, ctx) }
        placeStack(arena.layoutChildren(i), spec, frame, p, ctx, defersLastChild: true)
    }

    @inline(never)
    private mutating func placePaddingChild(_ i: Int32, _ frame: Rect, _ p: ProposedSize, _ ctx: LayoutContext) {
        guard case .padding(let edges, let length) = arena.kinds[Int(i)] else { return placeChildrenOfKind(i, frame, p, ctx) }
        placePadding(i, paddingInsets(edges, length), frame, p, ctx, defersChild: true)
    }

    /// The stack a stack node lays out as (nil for any other node).
    @inline(__always)
    func stackSpec(_ i: Int32) -> StackSpec? {
        switch arena.kinds[Int(i)] {
        case .hStack(let alignment, let spacing): StackSpec(axis: .horizontal, alignment: alignment.fraction, spacing: spacing, lazy: false, guide: alignment.rawValue)
        case .vStack(let alignment, let spacing): StackSpec(axis: .vertical, alignment: alignment.fraction, spacing: spacing, lazy: false, guide: alignment.rawValue)
        case .lazyHStack(let alignment, let spacing): StackSpec(axis: .horizontal, alignment: alignment.fraction, spacing: spacing, lazy: true, guide: alignment.rawValue)
        case .lazyVStack(let alignment, let spacing): StackSpec(axis: .vertical, alignment: alignment.fraction, spacing: spacing, lazy: true, guide: alignment.rawValue)
        default: nil
        }
    }

    /// Every kind's placement of its children, by its `ViewKind`.
    @inline(never)
    private mutating func placeChildrenOfKind(_ i: Int32, _ frame: Rect, _ p: ProposedSize, _ ctx: LayoutContext) {
        // A control without label parts (an Image) has nothing to place inside it.
        if arena.ops[Int(i)] == .control && arena.childCount[Int(i)] == 0 { return }
        switch arena.kinds[Int(i)] {
        case .geometryReader:
            var inner = ctx.descending()
            inner.readerSize = frame.size
            for child in arena.layoutChildren(i) {
                place(child, at: frame.origin, proposal: ProposedSize(frame.size), inner)
            }
        case .shape, .color, .text, .image, .spacer, .emptyView:
            return
        case .hStack(let alignment, let spacing):
            placeStack(arena.layoutChildren(i), StackSpec(axis: .horizontal, alignment: alignment.fraction, spacing: spacing, lazy: false, guide: alignment.rawValue), frame, p, ctx)
        case .vStack(let alignment, let spacing):
            placeStack(arena.layoutChildren(i), StackSpec(axis: .vertical, alignment: alignment.fraction, spacing: spacing, lazy: false, guide: alignment.rawValue), frame, p, ctx)
        case .lazyHStack(let alignment, let spacing):
            placeStack(arena.layoutChildren(i), StackSpec(axis: .horizontal, alignment: alignment.fraction, spacing: spacing, lazy: true, guide: alignment.rawValue), frame, p, ctx)
        case .lazyVStack(let alignment, let spacing):
            placeStack(arena.layoutChildren(i), StackSpec(axis: .vertical, alignment: alignment.fraction, spacing: spacing, lazy: true, guide: alignment.rawValue), frame, p, ctx)
        case .lazyGrid(let grid): placeLazyGrid(i, grid, frame, ctx)
        case .grid(let grid): placeGrid(i, grid, frame, ctx)
        case .viewThatFits(let axes): placeViewThatFits(i, axes, frame, p, ctx)
        case .customLayout(let spec): placeCustomLayout(i, spec, frame, p, ctx)
        case .gridRow(let alignment):
            placeStack(arena.layoutChildren(i), StackSpec(axis: .horizontal, alignment: (alignment ?? .center).fraction, spacing: nil, lazy: false), frame, p, ctx)
        case .zStack(let alignment): placeZStack(arena.layoutChildren(i), alignment, frame, ctx)
        case .group, .forEach, .listSection: placeContent(arena.layoutChildren(i), axis: .vertical, in: frame, proposal: p, ctx)
        case .frame(let spec): placeFixedFrame(i, spec, frame, p, ctx)
        case .flexibleFrame(let spec): placeFlexibleFrame(i, spec, frame, p, ctx)
        case .padding(let edges, let length): placePadding(i, paddingInsets(edges, length), frame, p, ctx)
        case .overlay(let alignment), .background(let alignment): placeOverlay(i, alignment, frame, p, ctx)
        case .layoutDirection, .navigationBarTitleDisplayMode, .toolbarVisibility, .toolbarItems, .presentation, .gridCell, .alignmentGuide:
            guard let child = arena.firstChild(i) else { return }
            place(child, at: frame.origin, proposal: p, modifierContext(ctx))
            _ = adoptExtension(i, of: child)
        case .font(let style):
            guard let child = arena.firstChild(i) else { return }
            var inner = fontContext(ctx)
            inner.textStyle = style
            place(child, at: frame.origin, proposal: p, inner)
            _ = adoptExtension(i, of: child)
        case .lineLimit(let limit):
            guard let child = arena.firstChild(i) else { return }
            var inner = modifierContext(ctx)
            inner.lineLimit = limit
            place(child, at: frame.origin, proposal: p, inner)
            _ = adoptExtension(i, of: child)
        case .textEnvironment(let modifier):
            guard let child = arena.firstChild(i) else { return }
            place(child, at: frame.origin, proposal: p, textContext(modifier, modifierContext(ctx)))
            _ = adoptExtension(i, of: child)
        case .listEnvironment(let modifier):
            guard let child = arena.firstChild(i) else { return }
            let inner = context(modifierContext(ctx)) { $0.list = modifier.applied(to: $0.list) }
            place(child, at: frame.origin, proposal: p, inner)
            _ = adoptExtension(i, of: child)
        case .ignoresSafeArea(let edges): placeIgnoringSafeArea(i, edges, frame, p, ctx)
        case .safeAreaPadding(let edges, let length): placeSafeAreaPadding(i, paddingInsets(edges, length), frame, p, ctx)
        case .safeAreaInset(let edge, let spacing): placeSafeAreaInset(i, edge, spacing, frame, p, ctx)
        case .containerRelativeFrame(let crf): placeContainerRelativeFrame(i, crf, frame, p, ctx)
        case .container(let container): placeContainer(i, container, frame, p, ctx)
        case .control(let control): placeControl(i, control, frame, p, ctx)
        case .scrollModifier(let modifier): placeScrollModifier(i, modifier, frame, p, ctx)
        case .modifier(let modifier): placeRegisteredModifier(i, modifier, frame, p, ctx)
        case .controlSelection(let name, let value):
            guard let child = arena.firstChild(i) else { return }
            let inner = context(modifierContext(ctx)) { $0.controlSelections[name] = value }
            place(child, at: frame.origin, proposal: p, inner)
        }
    }

    // MARK: Diagnostics

    /// Records a diagnostic once, at `location` when given, else at the node's source location.
    mutating func diagnose(_ severity: LayoutDiagnostic.Severity, _ id: DiagnosticID, _ message: DiagnosticText, node: Int32?, location: SourceLocation? = nil) {
        let key = "\(node ?? -1)|\(message.text)"
        guard !trace.diagnosticKeys.contains(key) else { return }
        trace.record(LayoutDiagnostic(
            id, severity: severity, message: message, nodeID: node.map(Int.init),
            location: location ?? node.flatMap { arena.locations[Int($0)] }))
    }
}

extension Point {
    func offset(_ by: Point) -> Point { Point(x: x + by.x, y: y + by.y) }
}

/// Identifies the geometry a container provides: the node and, for split views and tabs, the part.
struct GeometryKey: Hashable {
    var node: Int32?
    var part: String?
}
