/// A layout kept between edits. `update(_:)` compares the new tree with the old one (unchanged
/// subtrees share storage, so the comparison stops at them), swaps in the subtrees that changed,
/// and places the tree again from the root, descending only into edited nodes, their ancestors,
/// and nodes whose frame, proposal or context changed: a stack re-runs its distribution (its
/// children's answers to its probes may have changed), but an untouched sibling that gets the
/// same proposal at the same place is not visited.
/// Anything the incremental path does not handle (the root replaced, Group or ForEach replaced,
/// navigation-bar preferences touched, a very deep tree) falls back to a full layout.
public struct LayoutSession: Sendable {
    /// How the last update was done.
    public enum Update: Sendable, Equatable {
        case full
        /// `replaced` subtrees were swapped in; `relaidOut` nodes were placed again.
        case incremental(replaced: Int, relaidOut: Int)
        case unchanged
    }

    public private(set) var root: ViewNode
    public let environment: LayoutEnvironment
    public private(set) var lastUpdate: Update = .full
    fileprivate var run: LayoutRun
    private var deadNodes = 0

    public init(root: ViewNode, environment: LayoutEnvironment) {
        self.root = root
        self.environment = environment
        run = LayoutSession.fullRun(root, environment)
    }

    /// The current layout, in pre-order (built when read).
    public var result: LayoutResult { run.materializedResult() }

    /// Replaces the tree and lays out what changed (on a thread with a large stack when the tree
    /// is deep, like `LayoutEngine.layout`).
    public mutating func update(_ newRoot: ViewNode) {
        guard run.arena.maxDepth > LayoutEngine.deepTreeThreshold else {
            updateOnThisStack(newRoot)
            return
        }
        // Move the session into a box so that the other thread owns its arrays uniquely.
        let box = SessionTransfer(self)
        self = LayoutSession(root: ViewNode(.emptyView), environment: environment)
        self = LayoutEngine.onLargeStack(bytes: min(max(64 << 20, box.depth * 64 << 10), 16 << 30)) {
            var session = box.take()
            session.updateOnThisStack(newRoot)
            return session
        }
    }

    private mutating func updateOnThisStack(_ newRoot: ViewNode) {
        defer { root = newRoot }
        guard let (edits, path) = run.changedSubtrees(from: root, to: newRoot) else {
            relayoutFully(newRoot)
            return
        }
        if edits.isEmpty {
            run.refreshStorages(path)
            lastUpdate = .unchanged
            return
        }
        guard deadNodes < run.arena.count / 2 else {
            relayoutFully(newRoot)
            return
        }
        for (slot, node) in edits {
            guard let removed = run.replaceSubtree(slot, with: node) else {
                relayoutFully(newRoot)
                return
            }
            deadNodes += removed
        }
        run.refreshStorages(path)
        let placed = run.relayoutDirtyNodes()
        lastUpdate = .incremental(replaced: edits.count, relaidOut: placed)
    }

    private mutating func relayoutFully(_ newRoot: ViewNode) {
        run = LayoutSession.fullRun(newRoot, environment)
        deadNodes = 0
        lastUpdate = .full
    }

    private static func fullRun(_ root: ViewNode, _ environment: LayoutEnvironment) -> LayoutRun {
        let arena = LayoutArena(root, defaultSpacing: environment.defaultSpacing, defaultPadding: environment.defaultPadding, keepsStorages: true)
        let body: @Sendable () -> LayoutRun = {
            var run = LayoutRun(arena: arena, env: environment)
            run.recordsContexts = true
            run.contexts = [LayoutContext](repeating: run.rootContext, count: arena.count)
            run.dirty = [Bool](repeating: false, count: arena.count)
            run.layoutPass()
            return run
        }
        guard arena.maxDepth > LayoutEngine.deepTreeThreshold else { return body() }
        return LayoutEngine.onLargeStack(bytes: min(max(64 << 20, arena.maxDepth * 64 << 10), 16 << 30), body)
    }
}

/// Hands a session to the large-stack thread without leaving a second reference to its arrays.
private final class SessionTransfer: @unchecked Sendable {
    private var session: LayoutSession?
    let depth: Int

    init(_ session: LayoutSession) {
        self.session = session
        depth = max(session.run.arena.maxDepth, 1)
    }

    func take() -> LayoutSession {
        defer { session = nil }
        return session!
    }
}

/// A run is a value used by one thread at a time; it crosses to the large-stack thread and back.
extension LayoutRun: @unchecked Sendable {}
