import LayoutCore

/// Settings changed with `:set`: how output looks and the translation and layout knobs.
public struct SessionSettings: Sendable, Hashable {
    /// Colour override from `:set color on|off`; nil follows the terminal and `--color`.
    public var color: Bool?
    /// Decimals printed for lengths (trailing zeros are dropped).
    public var precision = 3
    /// Count used for a `ForEach` over a collection FrameLab cannot see.
    public var forEachCount = 10
    /// Whether `containerRelativeFrame` in a list measures the list; nil uses each profile's.
    public var listBehaviour: ListContainerPolicy?
    /// The content size category (`:set dynamic-type AX2`, `--dynamic-type`).
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// Which way leading and trailing run (`:set direction rtl`, `--layout-direction`).
    public var layoutDirection: LayoutDirection = .leftToRight

    /// Values for the laid-out view's properties (`--arg`, `:set arg NAME=VALUE`): name to Swift source.
    public var arguments: [String: String] = [:]
    /// Values for `@State`, `@Binding` and `@Environment` properties of the views laid out
    /// (`:set state isExpanded=true`, `Card.isExpanded=true` for one view): name to Swift source.
    public var stateValues: [String: String] = [:]
    /// Whether optional properties with no value are present (`:set optionals some`).
    public var optionalsPresent = false
    /// Unknown views and modifiers are errors (`--strict`, `:set strict on`).
    public var strict = false
    /// The word a `String` property with no value gets (`--placeholder`, `:set placeholder`).
    public var placeholderWord = "Sample"
    /// How many diagnostics are printed (`--quiet`, `--verbose`, `:set verbose on|off|quiet`).
    public var diagnosticDetail: DiagnosticDetail = .grouped

    /// The defaults above; a command changes one setting at a time (`:set`), so there is no
    /// initialiser taking them.
    public init() {}

    /// Parses a content size category (`AX2`, `xLarge`, `accessibility3`), suggesting the closest.
    public static func dynamicTypeSize(named name: String) throws(CommandError) -> DynamicTypeSize {
        if let size = DynamicTypeSize(name: name) { return size }
        let names = DynamicTypeSize.allCases.map(\.shortName)
        let hint = NameSuggestion.closest(to: name, in: names + DynamicTypeSize.allCases.map(\.rawValue)).map { "did you mean '\($0)'? " } ?? ""
        throw CommandError("unknown Dynamic Type size '\(name)'; \(hint)sizes: \(names.joined(separator: ", "))")
    }

    /// Parses `ltr`/`rtl` (or SwiftUI's spellings), suggesting the closest.
    public static func layoutDirection(named name: String) throws(CommandError) -> LayoutDirection {
        if let direction = LayoutDirection(name: name) { return direction }
        let hint = NameSuggestion.closest(to: name, in: ["ltr", "rtl", "leftToRight", "rightToLeft"]).map { "did you mean '\($0)'? " } ?? ""
        throw CommandError("unknown layout direction '\(name)'; \(hint)directions: ltr, rtl")
    }

    /// The keys `:set` accepts, with the values each takes.
    public static let keys: [(key: String, values: String)] = [
        ("color", "on|off|auto"),
        ("precision", "0…6"),
        ("foreach", "count (1…1000)"),
        ("list", "measures|passes-by|profile"),
        ("arg", "NAME=VALUE | NAME (clears) | clear"),
        ("state", "[VIEW.]NAME=VALUE | NAME (clears) | clear"),
        ("optionals", "nil|some"),
        ("strict", "on|off"),
        ("placeholder", "WORD"),
        ("verbose", "on|off|quiet"),
        ("dynamic-type", "xSmall…xxxLarge|AX1…AX5"),
        ("direction", "ltr|rtl"),
    ]
}
