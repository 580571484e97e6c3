/// A view tree compiled for layout: flattened in pre-order into columns (each node's kind, parent,
/// child range, layout children with Group and ForEach expanded), with each node's closed-form
/// answers worked out once (`AxisTrait`) and the size-cache slots assigned. Compiling costs about
/// as much as one layout; the program is immutable, so it can be laid out any number of times, in
/// any environment, from any thread (a matrix of devices, a REPL switching devices, a server).
public struct LayoutProgram: Sendable {
    let arena: LayoutArena

    /// Compiles `root` with the default spacing and padding of `environment`. Laying the program
    /// out in an environment with other defaults works the traits out again first.
    public init(_ root: ViewNode, for environment: LayoutEnvironment) {
        arena = LayoutArena(root, defaultSpacing: environment.defaultSpacing, defaultPadding: environment.defaultPadding)
    }

    init(arena: LayoutArena) {
        self.arena = arena
    }

    /// The number of nodes in the tree.
    public var nodeCount: Int { arena.count }

    /// This program with its closed-form answers worked out for `environment`'s default spacing and padding.
    func adapted(to environment: LayoutEnvironment) -> LayoutProgram {
        let data = arena.data
        guard data.defaultSpacing.bitPattern != environment.defaultSpacing.bitPattern || data.defaultPadding.bitPattern != environment.defaultPadding.bitPattern else { return self }
        var copy = data
        copy.recomputeTraits(defaultSpacing: environment.defaultSpacing, defaultPadding: environment.defaultPadding)
        return LayoutProgram(arena: LayoutArena(data: copy))
    }
}
