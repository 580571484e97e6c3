/// A control or leaf view in the tree whose layout comes from a `ControlKind`. Its children are
/// the parts of its label (`icon`, `title`, a label closure's views, a TimelineView's content).
public struct ControlNode: Sendable, Hashable {
    public var kind: ControlKind
    /// The name the source used.
    public var viewName: String
    /// The name of each child, in order (`icon`, `title`, `label`, `content`).
    public var parts: [String]
    /// Argument labels written at the call (`value`, `role`), which variants may test.
    public var arguments: Set<String>
    /// What the view shows, for display (`"Wi-Fi"`, `tray`).
    public var caption: String?
    /// The first argument's label when it chose the kind (`systemName` for `Image(systemName:)`).
    public var initializerLabel: String?
    /// Labelled arguments that did not become parts, as written, so the view can be printed
    /// back as source (`isOn: $wifi`, `action: { … }`).
    public var writtenArguments: [WrittenArgument]
    /// Set when a custom style struct lays the view out (`.buttonStyle(Pill())`): how it was written.
    public var customStyle: CustomStyleSource?
    /// Set when the node is a stand-in for source FrameLab could not turn into views (an unknown
    /// view, content the caller supplies, a closure taken for an action): why it is a guess. The
    /// frames table marks the row and JSON gives it as `guess`.
    public var guess: String?
    /// The name the kind's `sizeTable` is looked up with: the literal `systemName:` of an
    /// `Image(systemName: "star")` (nil when the name is computed: the kind's own size applies).
    public var sizeTableKey: String?

    public init(
        kind: ControlKind, viewName: String? = nil, parts: [String] = [], arguments: Set<String> = [],
        caption: String? = nil, initializerLabel: String? = nil, writtenArguments: [WrittenArgument] = []
    ) {
        self.kind = kind
        self.viewName = viewName ?? kind.id
        self.parts = parts
        self.arguments = arguments
        self.caption = caption
        self.initializerLabel = initializerLabel
        self.writtenArguments = writtenArguments
    }
}

/// An argument as written at a call: its label and its source text.
public struct WrittenArgument: Sendable, Hashable {
    public var label: String
    public var text: String

    public init(label: String, text: String) {
        self.label = label
        self.text = text
    }
}
