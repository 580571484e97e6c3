import LayoutCore

/// Settings changed with `:set`: how output looks and the translation and layout knobs.
public struct SessionSettings: Sendable, Hashable {
    /// Colour override from `:set color on|off`; nil follows the terminal and `--color`.
    public var color: Bool?
    /// Decimals printed for lengths (trailing zeros are dropped).
    public var precision: Int
    /// Count used for a `ForEach` over a collection FrameLab cannot see.
    public var forEachCount: Int
    /// Whether `containerRelativeFrame` in a list measures the list; nil uses each profile's.
    public var listBehaviour: ListContainerPolicy?

    /// Values for the laid-out view's properties (`--arg`, `:set arg NAME=VALUE`): name to Swift source.
    public var arguments: [String: String] = [:]
    /// Whether optional properties with no value are present (`:set optionals some`).
    public var optionalsPresent = false
    /// Unknown views and modifiers are errors (`--strict`, `:set strict on`).
    public var strict = false
    /// The word a `String` property with no value gets (`--placeholder`, `:set placeholder`).
    public var placeholderWord = "Sample"
    /// How many diagnostics are printed (`--quiet`, `--verbose`, `:set verbose on|off|quiet`).
    public var diagnosticDetail: DiagnosticDetail = .grouped

    public init(color: Bool? = nil, precision: Int = 3, forEachCount: Int = 10, listBehaviour: ListContainerPolicy? = nil) {
        self.color = color
        self.precision = precision
        self.forEachCount = forEachCount
        self.listBehaviour = listBehaviour
    }

    /// The keys `:set` accepts, with the values each takes.
    public static let keys: [(key: String, values: String)] = [
        ("color", "on|off|auto"),
        ("precision", "0…6"),
        ("foreach", "count (1…1000)"),
        ("list", "measures|passes-by|profile"),
        ("arg", "NAME=VALUE | NAME (clears) | clear"),
        ("optionals", "nil|some"),
        ("strict", "on|off"),
        ("placeholder", "WORD"),
        ("verbose", "on|off|quiet"),
    ]
}
