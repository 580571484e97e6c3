/// A child whose placement its parent (a stack or a padding) left to `LayoutRun.place`, to be
/// placed after the parent's own call returns: what `place` would have been called with, and how
/// many nodes were on the path above it (`ancestorStack`), so the path can be restored.
struct PendingPlacement {
    var node: Int32
    var origin: Point
    var proposal: ProposedSize
    var context: LayoutContext
    var depth: Int32
}
