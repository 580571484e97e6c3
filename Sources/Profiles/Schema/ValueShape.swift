/// What a value in a profile file must look like. The same description drives validation,
/// the shipped JSON Schemas and the key lists in the READMEs.
indirect enum ValueShape: Sendable {
    /// Any string.
    case string
    /// A non-empty string without whitespace.
    case identifier
    case bool
    /// A finite number, zero or more, at most `ValueShape.largestNumber` (checked by the
    /// validator; the exported JSON Schemas do not state the maximum).
    case length
    /// A finite number above zero, at most `ValueShape.largestNumber`.
    case positiveNumber
    /// One of a few strings; `what` names the set in messages (`layout strategy`).
    case choice([String], what: String)
    /// A sequence of values.
    case list(ValueShape)
    /// One value or a sequence of them.
    case oneOrList(ValueShape)
    case mapping(MappingSchema)
    /// A mapping with free keys (metric names, window names).
    case dictionary(ValueShape, keyDescription: String)
    /// `all`, `none`, `horizontal`, `vertical` or a list of edges.
    case edgeSet
    /// A view kind's length: a number, a metric name, or `{em:}`, `{lines:}`, `{metric:, default:}`.
    case viewLength

    /// The largest length or number a profile may give: larger than any screen (the same bound
    /// source lengths are clamped to), so sums of profile figures stay finite.
    static let largestNumber = 1_000_000.0

    /// `a string`, `a mapping`, … for "expected X" messages.
    var expectation: String {
        switch self {
        case .string, .identifier: "a string"
        case .bool: "a boolean"
        case .length, .positiveNumber: "a number"
        case .choice(_, let what): "a \(what) name"
        case .list: "a sequence"
        case .oneOrList(let element): "\(element.expectation) or a sequence"
        case .mapping, .dictionary: "a mapping"
        case .edgeSet: "an edge set (all, none, horizontal, vertical or a list of edges)"
        case .viewLength: "a number, a metric name or a mapping with em, lines, pixels or metric"
        }
    }
}

/// One key of a mapping.
struct FieldSchema: Sendable {
    var key: String
    var shape: ValueShape
    /// Required in a complete profile (a profile that `extends:` another may inherit it).
    var required: Bool
    var doc: String

    init(_ key: String, _ shape: ValueShape, required: Bool = false, _ doc: String) {
        self.key = key
        self.shape = shape
        self.required = required
        self.doc = doc
    }
}

/// The keys a mapping may hold. `name` appears in messages (`unknown key 'x' in bar rule`).
struct MappingSchema: Sendable {
    var name: String
    var fields: [FieldSchema]

    func field(_ key: String) -> FieldSchema? { fields.first { $0.key == key } }
}
