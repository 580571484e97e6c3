/// One file of source given to the translator: its name (as diagnostics show it) and its text.
public struct SourceFile: Sendable, Hashable {
    public var name: String
    public var text: String

    public init(name: String, text: String) {
        self.name = name
        self.text = text
    }
}
