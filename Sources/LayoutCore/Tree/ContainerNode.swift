/// A container view in the tree (NavigationStack, ScrollView, a user-defined kind, …).
public struct ContainerNode: Sendable, Hashable {
    /// The behaviour, from the profile registry (or built in code by tests).
    public var kind: ContainerKind
    /// The name the source used (`NavigationView` for a kind whose id is `NavigationStack`).
    public var viewName: String
    /// Scroll axes given at the use site (`ScrollView(.horizontal)`); nil uses the kind's.
    public var scrollAxes: AxisSet?

    public init(kind: ContainerKind, viewName: String? = nil, scrollAxes: AxisSet? = nil) {
        self.kind = kind
        self.viewName = viewName ?? kind.id
        self.scrollAxes = scrollAxes
    }
}
