import LayoutCore
import Profiles
import ViewSyntax

/// What `LayoutPipeline.run` produced, stage by stage: the selection after a preview's traits,
/// the environment, the translation (tree and source diagnostics) and the layout. A stage that
/// failed leaves the later ones nil.
public struct LayoutOutcome: Sendable {
    /// The request's selection, or the one the chosen preview's traits made.
    public var selection: DeviceSelection
    /// The environment laid out in; nil when the selection names no device.
    public var environment: LayoutEnvironment?
    /// Why the environment could not be built.
    public var error: CommandError?
    public var translation: Translation?
    /// The preview's traits and which applied (eval, the REPL).
    var canvas: PreviewCanvas?
    public var result: LayoutResult?

    init(selection: DeviceSelection) {
        self.selection = selection
    }

    /// The translated tree, when the translation has no errors.
    public var root: ViewNode? {
        guard let translation, !translation.hasErrors else { return nil }
        return translation.root
    }

    /// The source's diagnostics (none when it was not translated).
    public var sourceDiagnostics: [SourceDiagnostic] { translation?.diagnostics ?? [] }

    /// What stopped the layout, each as the REPL prints it: the environment's error, or the
    /// source's errors with `file:line:col` and a caret.
    public var errors: [String] {
        if let error { return ["error: \(error.message)"] }
        guard let translation, root == nil else { return [] }
        let errors = translation.diagnostics.filter { $0.severity == .error }.map(\.rendered)
        return errors.isEmpty ? ["error: the source has no view"] : errors
    }
}
