/// Lays out a view tree in an environment.
public enum LayoutEngine {
    /// Lays out `root` and returns every node's frame, in pre-order.
    public static func layout(_ root: ViewNode, in environment: LayoutEnvironment) -> LayoutResult {
        LayoutResult(environment: environment, nodes: [], diagnostics: [LayoutDiagnostic(severity: .error, message: "layout engine not written yet")])
    }
}
