/// Why a layout came out as it did: one typed record per node for each behaviour that explains
/// itself, gathered in one value. `LayoutRun` owns it while it lays out (each behaviour appends its
/// record here, not to a field of its own) and hands it to `LayoutResult`, where `:why`, the JSON
/// documents, the HTML report and `check` read it (docs/layout-behaviours.md).
///
/// Records are keyed by node id (the pre-order index of the result). Frames and proposals are not
/// here: they are the result's columns, one per node; the trace holds only what a few nodes have.
public struct LayoutTrace: Sendable {
    /// For each `containerRelativeFrame`: the ancestors visited, the container measured, each
    /// subtraction and the formula per axis (`ContainerResolution`).
    public internal(set) var containerResolutions: [Int: ContainerResolution] = [:]
    /// For each container that provides a size: the geometry it provides (the whole container's
    /// when it has parts, else its first part's).
    public internal(set) var containerGeometries: [Int: ContainerGeometry] = [:]
    /// For each `ViewThatFits`: the candidates measured and the one chosen.
    public internal(set) var viewThatFitsChoices: [Int: ViewThatFitsChoice] = [:]
    /// For each custom `Layout`: what `sizeThatFits` and `placeSubviews` did.
    public internal(set) var customLayouts: [Int: CustomLayoutTrace] = [:]
    /// For each scroll view with scroll modifiers: its margins, paging and view alignment.
    public internal(set) var scrollPagings: [Int: ScrollPaging] = [:]
    /// For each view drawn beyond the slot its parent gave it because it ignores the safe area
    /// (and what is layered on it): the slot and the edges it grew into.
    public internal(set) var safeAreaExtensions: [Int: SafeAreaExtension] = [:]
    /// For each list row, header and footer: how it was positioned.
    public internal(set) var listPlacements: [Int: ListPlacement] = [:]
    /// What custom layouts answered their parents (`explicitAlignment`, `spacing`), gathered while
    /// the parents size them and folded into the parent's `customLayouts` record.
    var customLayoutAnswers: [Int: CustomLayoutAnswers] = [:]
    /// The run's diagnostics in the order found, each recorded once (`LayoutRun.diagnose`); the
    /// result carries them in tree order as `LayoutResult.diagnostics`.
    var diagnostics: [LayoutDiagnostic] = []
    var diagnosticKeys: Set<String> = []

    public init() {}

    /// Records a diagnostic once per (node, message).
    mutating func record(_ diagnostic: LayoutDiagnostic) {
        let key = "\(diagnostic.nodeID ?? -1)|\(diagnostic.message)"
        guard diagnosticKeys.insert(key).inserted else { return }
        diagnostics.append(diagnostic)
    }

    /// The trace as a result carries it: what custom layouts answered is already in their
    /// parents' records, and diagnostics travel as `LayoutResult.diagnostics`.
    func forResult() -> LayoutTrace {
        var copy = self
        copy.customLayoutAnswers = [:]
        copy.diagnostics = []
        copy.diagnosticKeys = []
        return copy
    }
}

/// What a custom layout answered its parent, for `:why` on the parent: its notes
/// (`explicitAlignment`, `spacing`) and the explicit guides it returned, by "axis.name".
struct CustomLayoutAnswers: Sendable {
    var notes: [String] = []
    var guides: [String: Double] = [:]
}
