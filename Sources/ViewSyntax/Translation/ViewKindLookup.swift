import LayoutCore

/// The view kinds a translation may use, by the names they answer to, and the unknown views
/// reported so far (one warning per name, listing every place it is used).
struct ViewKindLookup {
    var byName: [String: ControlKind] = [:]
    /// The kind that lays out views nobody describes (`Views/unknown.yaml`).
    var fallback: ControlKind?
    /// Stand-in kinds for unknown views by the last word of their name (`viewNames: ["*Icon"]`:
    /// `CompoundIcon`, `StatusIcon`), longest suffix first. They lay out a view nobody describes
    /// as what its name says it is, still as a stand-in with the unknown-view warning.
    var bySuffix: [(suffix: String, kind: ControlKind)] = []
    /// Stand-in kinds for unknown views by a word anywhere in their name (`viewNames:
    /// ["*Carousel*"]`: `CarouselView`, `PhotoCarouselSection`), longest first; a suffix kind wins
    /// (the last word says what a view is: `CarouselImage` is an image).
    var byWord: [(word: String, kind: ControlKind)] = []
    /// Unknown view name → index of its warning in the translator's issues, and its uses.
    var reported: [String: (issue: Int, uses: [String])] = [:]

    static let fallbackID = "unknown"

    init() {}

    init(_ kinds: [ControlKind]) {
        for kind in kinds {
            if kind.id == Self.fallbackID { fallback = kind }
            for name in kind.viewNames {
                if name.hasPrefix("*"), name.hasSuffix("*"), name.count > 2 {
                    byWord.append((String(name.dropFirst().dropLast()), kind))
                } else if name.hasPrefix("*") {
                    bySuffix.append((String(name.dropFirst()), kind))
                } else if byName[name] == nil {
                    byName[name] = kind
                }
            }
        }
        if let fallback { byName[fallback.id] = nil }
        for (_, kind) in bySuffix + byWord.map({ ($0.word, $0.kind) }) { byName[kind.id] = nil }
        bySuffix.sort { $0.suffix.count > $1.suffix.count }
        byWord.sort { $0.word.count > $1.word.count }
    }

    /// The kind that stands in for an unknown view `name`: the kind of the longest suffix its
    /// name ends with (after a module's `.`), else the fallback.
    func standIn(for name: String) -> ControlKind? {
        let last = name.split(separator: ".").last.map(String.init) ?? name
        return bySuffix.first { last.hasSuffix($0.suffix) }?.kind
            ?? byWord.first { Self.containsWord($0.word, in: last) }?.kind
            ?? fallback
    }

    /// Whether `word` is one or more whole words of the camel-case `name`: it starts the name or
    /// an uppercase letter, and ends the name or is followed by an uppercase letter, a digit or
    /// `_` (`Carousel` in `PhotoCarouselView`, not `Scroll` in `Scrolling`).
    static func containsWord(_ word: String, in name: String) -> Bool {
        var rest = name[...]
        while let range = rest.range(of: word) {
            let after = range.upperBound == name.endIndex ? nil : name[range.upperBound]
            if after.map({ $0.isUppercase || $0.isNumber || $0 == "_" }) ?? true { return true }
            rest = name[name.index(after: range.lowerBound)...]
        }
        return false
    }

    /// Whether `kind` lays out views nobody describes (the fallback, a suffix or a word kind).
    func isStandIn(_ kind: ControlKind) -> Bool {
        kind.id == fallback?.id || bySuffix.contains { $0.kind.id == kind.id } || byWord.contains { $0.kind.id == kind.id }
    }

    /// The kind for a call: `Name(label:)` for the first argument's label first, then `Name`.
    func kind(_ name: String, firstLabel: String?) -> ControlKind? {
        if let firstLabel, let kind = byName["\(name)(\(firstLabel):)"] { return kind }
        return byName[name]
    }
}
