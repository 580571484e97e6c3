import LayoutCore
import Profiles

/// One layout asked for by a tool rather than typed at the REPL (the MCP server, `serve`, the
/// HTML report): the source, the device and the environment knobs.
public struct LayoutRequest: Sendable, Hashable {
    public var source: String
    /// Shown in diagnostics (`file:line:col`).
    public var fileName: String
    public var selection: DeviceSelection
    public var dynamicTypeSize: DynamicTypeSize
    public var layoutDirection: LayoutDirection

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
