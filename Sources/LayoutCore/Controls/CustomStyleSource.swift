/// How a control styled by a custom style struct of the source was written
/// (`Button("Go") { … }.buttonStyle(Pill())` with `struct Pill: ButtonStyle`), kept so the tree
/// can be printed back as source that translates to the same tree.
public struct CustomStyleSource: Sendable, Hashable {
    /// The modifier that applied the style (`buttonStyle`).
    public var modifier: String
    /// The style's value as written (`Pill()`, `Pill(radius: 8)`).
    public var call: String
    /// The style struct's declaration as written.
    public var declaration: String
    /// The view's kind, parts and label before the style replaced them.
    public var kind: ControlKind
    public var parts: [String]
    public var label: [ViewNode]

    public init(modifier: String, call: String, declaration: String, kind: ControlKind, parts: [String], label: [ViewNode]) {
        self.modifier = modifier
        self.call = call
        self.declaration = declaration
        self.kind = kind
        self.parts = parts
        self.label = label
    }
}
