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
    /// The Dynamic Type size `:each-dynamic-type` and `framelab watch`'s +/- lay out at; nil is the device's default.
    public var dynamicTypeSize: DynamicTypeSize?

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
    ]
}
