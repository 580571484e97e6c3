/// The Swift a custom layout's methods run in: the source's types (`LayoutTypeIndex`), its files
/// (for the line and column of an error) and how many steps the interpreter may take per call.
struct LayoutCode: Sendable {
    let types: LayoutTypeIndex
    let source: SourceContext
    let stepBudget: Int
}
