import LayoutCore

/// The view kinds a translation may use, by the names they answer to, and the unknown views
/// reported so far (one warning per name, listing every place it is used).
struct ViewKindLookup {
    var byName: [String: ControlKind] = [:]
    /// The kind that lays out views nobody describes (`Views/unknown.yaml`).
    var fallback: ControlKind?
    /// Unknown view name → index of its warning in the translator's issues, and its uses.
    var reported: [String: (issue: Int, uses: [String])] = [:]

    static let fallbackID = "unknown"

    init() {}

    init(_ kinds: [ControlKind]) {
        for kind in kinds {
            if kind.id == Self.fallbackID { fallback = kind }
            for name in kind.viewNames where byName[name] == nil { byName[name] = kind }
        }
        if let fallback { byName[fallback.id] = nil }
    }

    /// The kind for a call: `Name(label:)` for the first argument's label first, then `Name`.
    func kind(_ name: String, firstLabel: String?) -> ControlKind? {
        if let firstLabel, let kind = byName["\(name)(\(firstLabel):)"] { return kind }
        return byName[name]
    }
}
