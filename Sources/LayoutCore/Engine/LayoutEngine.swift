import Foundation

/// Lays out a view tree in an environment.
///
/// The tree (`ViewNode`) is what the user wrote; the result (`LayoutResult`) is every node's frame
/// plus the decisions behind it. Layout follows SwiftUI's protocol: a parent proposes a size
/// (`ProposedSize`, whose axes may be unspecified), the child answers with its size, and the
/// parent places it. Answers are cached per (node, proposal, container scope) because stacks ask
/// their children several times. Each behaviour lives in one file (`FrameLayout`, `StackLayout`,
/// `ScrollLayout`, `ContainerLayout`, `ContainerRelativeFrameLayout`, …) dispatched from `LayoutRun`.
public enum LayoutEngine {
    /// Depth above which layout runs on a thread with a large stack. Low, because a debug build
    /// needs ~20 KB of stack a level and the calling thread may have as little as 512 KB
    /// (a 1,000-level chain crashed a test thread); a thread costs microseconds.
    static let deepTreeThreshold = 32

    /// Lays out `root` and returns every node's frame, in pre-order.
    public static func layout(_ root: ViewNode, in environment: LayoutEnvironment) -> LayoutResult {
        layout(LayoutProgram(root, for: environment), in: environment)
    }

    /// Lays out a compiled tree (`LayoutProgram`) and returns every node's frame, in pre-order.
    public static func layout(_ program: LayoutProgram, in environment: LayoutEnvironment) -> LayoutResult {
        let arena = program.adapted(to: environment).arena
        guard arena.maxDepth > deepTreeThreshold else {
            return run(arena, environment)
        }
        // Debug builds use up to ~20 KB of stack per level; reserve 64 KB (address space only).
        return onLargeStack(bytes: min(max(64 << 20, arena.maxDepth * 64 << 10), 16 << 30)) { run(arena, environment) }
    }

    static func run(_ arena: LayoutArena, _ environment: LayoutEnvironment) -> LayoutResult {
        var run = LayoutRun(arena: arena, env: environment)
        return run.layoutRoot()
    }

    /// Runs `body` on a thread whose stack holds `bytes`, and waits for it.
    static func onLargeStack<T: Sendable>(bytes: Int, _ body: @escaping @Sendable () -> T) -> T {
        let box = ResultBox<T>(body)
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, bytes)
        let context = Unmanaged.passRetained(box).toOpaque()
        var thread = pthread_t()
        let status = pthread_create(&thread, &attributes, { raw in
            let box = Unmanaged<AnyObject>.fromOpaque(raw!).takeRetainedValue() as! LargeStackWork
            box.run()
            return nil
        }, context)
        guard status == 0 else {
            Unmanaged<ResultBox<T>>.fromOpaque(context).release()
            return body()
        }
        pthread_join(thread, nil)
        return box.value!
    }
}

extension LayoutRun {
    mutating func layoutRoot() -> LayoutResult {
        layoutPass()
        return makeResult()
    }

    /// The root's proposal (the window's safe area) and the rectangle it is centred in.
    func rootPlacement() -> (proposal: ProposedSize, safe: Rect) {
        let window = Rect(origin: .zero, size: env.windowSize)
        let insets = EdgeInsets(
            top: max(0, env.safeAreaInsets.top), leading: max(0, env.safeAreaInsets.leading),
            bottom: max(0, env.safeAreaInsets.bottom), trailing: max(0, env.safeAreaInsets.trailing))
        let safe = window.inset(by: insets)
        return (env.proposesIdealSize ? ProposedSize(width: nil, height: nil) : ProposedSize(safe.size), safe)
    }

    /// Sizes and places the root (node 0) in the window's safe area.
    mutating func placeRoot(_ ctx: LayoutContext) {
        let (proposal, safe) = rootPlacement()
        let s = size(0, proposal, ctx)
        let origin = Point(x: safe.minX + (safe.width - s.width) / 2, y: safe.minY + (safe.height - s.height) / 2)
        place(0, at: origin, proposal: proposal, ctx)
    }

    var rootContext: LayoutContext {
        LayoutContext(scope: 0, layer: 0, stackAxis: nil, textStyle: .body, lineLimit: nil, dynamicTypeSize: env.dynamicTypeSize, pendingInsets: .zero)
    }

    mutating func layoutPass() {
        let window = Rect(origin: .zero, size: env.windowSize)
        let insets = EdgeInsets(
            top: max(0, env.safeAreaInsets.top), leading: max(0, env.safeAreaInsets.leading),
            bottom: max(0, env.safeAreaInsets.bottom), trailing: max(0, env.safeAreaInsets.trailing))
        let safe = window.inset(by: insets)
        layers = [SafeAreaLayer(outer: window, inner: safe, parent: -1, source: .window)]
        scopes = [ContainerScope(nodeID: nil, part: nil, usableWidth: safe.width, usableHeight: safe.height, unstableAxes: [], parent: -1)]
        scopeIndex[scopes[0]] = 0
        var windowSubtractions: [SizeSubtraction] = []
        for edge in Edge.allCases where insets[edge] > 0 {
            windowSubtractions.append(SizeSubtraction(edge: edge, amount: insets[edge], reason: .safeArea))
        }
        geometries[GeometryKey(node: nil, part: nil)] = ContainerGeometry(layoutFrame: window, visibleFrame: window, subtractions: windowSubtractions, usableSize: safe.size, contentInsets: insets)
        if !(env.windowSize.width.isFinite && env.windowSize.height.isFinite && env.windowSize.width >= 0 && env.windowSize.height >= 0) {
            diagnose(.error, LayoutMessages.windowSizeInvalid, "the window size \(formatLength(env.windowSize.width))x\(formatLength(env.windowSize.height)) is not a finite, non-negative size", node: nil)
        }
        if arena.count > 0 {
            placeRoot(rootContext)
        }
        finishUnplacedNodes(Array(0..<Int32(arena.count)))
        reportNonFiniteFrames()
    }

    /// An infinite or undefined proposal (such as `aspectRatio(.fill)` with an unspecified axis,
    /// semantics digest §3.5) can leave frames that are not finite. Layout still completes; the
    /// outermost such node gets a warning so that the output never shows `inf` or `nan` unexplained.
    mutating func reportNonFiniteFrames() {
        guard let first = frames.firstIndex(where: { !($0.minX.isFinite && $0.minY.isFinite && $0.width.isFinite && $0.height.isFinite) }) else { return }
        let count = frames.reduce(0) { $0 + (($1.minX.isFinite && $1.minY.isFinite && $1.width.isFinite && $1.height.isFinite) ? 0 : 1) }
        let f = frames[first]
        let others = count > 1 ? " (and \(count - 1) node\(count == 2 ? "" : "s") inside or after it)" : ""
        diagnose(.warning, LayoutMessages.frameNotFinite, "the frame of this \(arena.kinds[first].typeName) is not finite (x \(formatLength(f.minX)), y \(formatLength(f.minY)), \(formatLength(f.width))x\(formatLength(f.height)))\(others): an infinite or undefined proposal reached it, e.g. aspectRatio(.fill) with an unspecified axis or a ratio taken from a view with a zero side", node: Int32(first))
    }

    /// Group and ForEach inside stacks are never placed themselves: they get the union of their
    /// children, as does a control whose parts a list placed as rows (and its style modifiers).
    /// Anything else left unplaced (EmptyView) sits at its parent's origin with no size.
    mutating func finishUnplacedNodes(_ region: [Int32]) {
        for node in region.reversed() where !placed[Int(node)] {
            let i = Int(node)
            switch arena.kinds[i] {
            case .group, .forEach, .listSection, .listEnvironment, .control, .controlSelection:
                var union: Rect?
                for child in arena.children(Int32(i)) where placed[Int(child)] || derived[Int(child)] && frames[Int(child)].size != .zero {
                    let f = frames[Int(child)]
                    if let u = union {
                        let minX = min(u.minX, f.minX), minY = min(u.minY, f.minY)
                        union = Rect(x: minX, y: minY, width: max(u.maxX, f.maxX) - minX, height: max(u.maxY, f.maxY) - minY)
                    } else {
                        union = f
                    }
                }
                derived[i] = union != nil
                if let union { frames[i] = union }
            default:
                derived[i] = false
            }
        }
        for node in region where !placed[Int(node)] && !derived[Int(node)] {
            let i = Int(node)
            let parent = Int(arena.parents[i])
            frames[i] = Rect(origin: parent >= 0 ? frames[parent].origin : .zero, size: .zero)
        }
    }

    /// Diagnostics sorted by the node they are about (environment-wide ones first), keeping the
    /// order in which each node's were found.
    func diagnosticsInTreeOrder(_ list: [LayoutDiagnostic]) -> [LayoutDiagnostic] {
        list.enumerated().sorted { a, b in
            let x = a.element.nodeID ?? -1, y = b.element.nodeID ?? -1
            return x != y ? x < y : a.offset < b.offset
        }.map(\.element)
    }

    func makeResult() -> LayoutResult {
        var finished = trace.forResult()
        for (key, geometry) in geometries {
            guard let node = key.node.map(Int.init) else { continue }
            if key.part == nil || finished.containerGeometries[node] == nil { finished.containerGeometries[node] = geometry }
        }
        let columns = ResultColumns(
            kinds: arena.kinds, names: arena.names, locations: arena.locations, parents: arena.parents,
            depths: arena.depths, frames: DirectionMirroring.frames(frames, parents: arena.parents, kinds: arena.kinds, in: env), proposals: proposals,
            trace: finished)
        return LayoutResult(environment: env, columns: columns, diagnostics: diagnosticsInTreeOrder(trace.diagnostics))
    }
}

/// Work for the large-stack thread.
private protocol LargeStackWork: AnyObject {
    func run()
}

/// Carries the work to the large-stack thread and its result back; the caller joins the thread
/// before reading `value`, so there is no concurrent access.
private final class ResultBox<T>: LargeStackWork, @unchecked Sendable {
    let body: () -> T
    var value: T?
    init(_ body: @escaping () -> T) { self.body = body }
    func run() { value = body() }
}
