/// A top-level declaration of some source (`struct Badge: View { … }`, `extension View { … }`,
/// `let items = [...]`), as the REPL's session keeps it: what it is, the names it declares, where it
/// stands and which names its bodies use. `SourceDeclarations.read(_:)` finds them.
public struct SourceDeclaration: Sendable, Hashable {
    /// What the declaration is, as `:defs` shows it. A `struct` is told apart by what it conforms to.
    public enum Kind: String, Sendable, Hashable {
        case view, modifier = "view modifier", style, layout, alignment = "alignment id", app, preview = "preview provider"
        case structure = "struct", enumeration = "enum", classType = "class", actor, protocolType = "protocol"
        case typeAlias = "typealias", extensionDecl = "extension", function = "func", constant = "let", variable = "var"
        case other = "declaration"
    }

    /// A position in the source, 1-based, columns in UTF-8 bytes (as diagnostics give them).
    public struct Position: Sendable, Hashable {
        public var line: Int
        public var column: Int
    }

    public var kind: Kind
    /// The Swift keyword (`struct`, `enum`, `extension`, `func`, `let`…): two declarations of one
    /// name with different keywords are different kinds.
    public var keyword: String
    /// The declared names (several for `let a = 1, b = 2`); an extension's is its extended type.
    public var names: [String]
    /// An extension's member names (its identity together with the extended type).
    public var members: [String]
    /// The declaration's bytes in the source (attributes and modifiers included, comments before it not).
    public var utf8Range: Range<Int>
    /// Where the declaration starts, and where its name is (errors about the name point there).
    public var start: Position
    public var namePosition: Position
    /// Names the declaration's code uses (a view's instance members, a constant's value, a
    /// function's body), each with its first position: what a cycle between definitions runs through.
    public var uses: [String: Position]
    /// A type's initializer labels (its `init`s', else the memberwise initializer's), for completion.
    public var initializerLabels: [String] = []
    /// Inside an `#if` block (another declaration of the same name may stand in another clause).
    public var isConditional: Bool

    /// "view Badge", "extension View", "let items".
    public var title: String {
        "\(kind.rawValue) \(names.joined(separator: ", "))"
    }
}
