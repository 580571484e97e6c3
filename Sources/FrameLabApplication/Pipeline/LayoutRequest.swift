import LayoutCore
import Profiles
import ViewSyntax

/// One layout to make, the input of `LayoutPipeline.run`: the source, the selection of device,
/// orientation, window, column, OS and posture, the Dynamic Type size and the direction, and for
/// the commands a person types, the module's files, the root choice and whether a preview's
/// traits apply.
public struct LayoutRequest: Sendable, Hashable {
    public var source: String
    /// Shown in diagnostics (`file:line:col`).
    public var fileName: String
    /// The files of the module when several are laid out together (`eval --file`, `:load`); nil
    /// translates `source` alone (the tools).
    public var module: [SourceFile]?
    /// The preview, view or expression laid out.
    public var choice: RootChoice = .automatic
    public var selection: DeviceSelection
    public var dynamicTypeSize: DynamicTypeSize
    public var layoutDirection: LayoutDirection
    /// What the user chose explicitly; when set, the chosen preview's traits set the rest (eval).
    /// nil: traits are not read (the tools lay out the selection they are given).
    var previewTraits: PreviewCanvas.Explicit?
    /// The request names no device (the tools, with no `device` argument): a source whose views
    /// are all inside `#if os(…)` of another platform is laid out on that platform's device, the
    /// choice `eval` makes when no `--device` is given (eval says so through `previewTraits`).
    public var deviceUnchosen = false

    public init(
        source: String, fileName: String = "<source>", selection: DeviceSelection = DeviceSelection(),
        dynamicTypeSize: DynamicTypeSize = .large, layoutDirection: LayoutDirection = .leftToRight
    ) {
        self.source = source
        self.fileName = fileName
        self.selection = selection
        self.dynamicTypeSize = dynamicTypeSize
        self.layoutDirection = layoutDirection
    }

    /// `files` as one module (the first is the primary one), `choice` picking the root.
    init(files: [SourceFile], choice: RootChoice, selection: DeviceSelection, settings: SessionSettings, previewTraits: PreviewCanvas.Explicit?) {
        self.init(source: files.first?.text ?? "", fileName: files.first?.name ?? "<source>", selection: selection,
                  dynamicTypeSize: settings.dynamicTypeSize, layoutDirection: settings.layoutDirection)
        module = files
        self.choice = choice
        self.previewTraits = previewTraits
    }
}

/// What a `LayoutRequest` produced: the `--json` document (detailed), and the tree and result when
/// the source translated and the device resolved.
public struct LayoutAnswer: Sendable {
    public var document: LayoutJSON
    public var root: ViewNode?
    public var result: LayoutResult?
    /// Errors that stopped the layout, each as the REPL prints it (source errors with
    /// `file:line:col` and a caret).
    public var errors: [String]

    public var succeeded: Bool { result != nil && errors.isEmpty }
}
