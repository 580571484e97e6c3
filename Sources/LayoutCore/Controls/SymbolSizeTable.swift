/// Sizes of named images by name, as data (`Views/Symbols/sf-symbols.yaml`): what an
/// `Image(systemName: "chevron.right")` is laid out as. Each entry is the image's layout size as a
/// multiple of the font's point size at the medium image scale and regular weight, with where the
/// figures come from; the table's scale and weight factors turn it into points. A view kind that
/// names a table (`sizeTable:` in `SFSymbol.yaml`) is sized by it for the names it lists; the
/// engine never looks at a name itself.
///
/// A class so that a kind carrying it is hashed and compared by the table's identity, not by
/// hundreds of entries: one table is loaded per registry and never changes.
public final class SymbolSizeTable: Sendable, Hashable {
    /// One name's figures, in em of the font's point size.
    public struct Entry: Sendable, Hashable {
        public var width: Double
        public var height: Double
        /// How far the font's baseline sits above the image's bottom edge.
        public var baseline: Double
        /// Key of the table's `sources:` the figures come from.
        public var sourceKey: String
        /// The shape family of an estimated entry (`chevron-side`).
        public var family: String?
        /// Where the entry is written (`Views/Symbols/sf-symbols.yaml:40`).
        public var origin: ProfileOrigin?

        public init(width: Double, height: Double, baseline: Double, sourceKey: String, family: String? = nil, origin: ProfileOrigin? = nil) {
            self.width = width
            self.height = height
            self.baseline = baseline
            self.sourceKey = sourceKey
            self.family = family
            self.origin = origin
        }
    }

    /// A name resolved against the table: the name looked up, its entry and the factors applied.
    public struct Match: Sendable, Hashable {
        /// The name the entry was found under (`heart.fill` for `heart` with `.symbolVariant(.fill)`).
        public var name: String
        public var entry: Entry
        public var source: String
        public var isEstimate: Bool
        public var scaleFactor: Double
        public var weightFactor: Double
    }

    public let file: String
    public let entries: [String: Entry]
    /// Source texts by key; a text starting with `estimate` marks its entries as estimates.
    public let sources: [String: String]
    /// `small`, `medium`, `large` → factor on the medium size.
    public let scales: [String: Double]
    /// Font weight (`regular`, `semibold`, …) → factor on the regular size.
    public let weights: [String: Double]
    public let scaleSource: String
    public let weightSource: String

    public init(
        file: String, entries: [String: Entry], sources: [String: String], scales: [String: Double], weights: [String: Double],
        scaleSource: String = "", weightSource: String = ""
    ) {
        self.file = file
        self.entries = entries
        self.sources = sources
        self.scales = scales
        self.weights = weights
        self.scaleSource = scaleSource
        self.weightSource = weightSource
    }

    public static func == (lhs: SymbolSizeTable, rhs: SymbolSizeTable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The name a `.symbolVariant(…)` makes of `name`: `.fill` → `heart.fill`, `.circle.fill` →
    /// `heart.circle.fill`; `none` or an unknown variant keeps the name.
    public static func variantName(_ name: String, variant: String?) -> String {
        guard let variant else { return name }
        let parts = variant.split(separator: ".").map(String.init).filter { $0 != "none" && !$0.isEmpty }
        let shapes = parts.filter { $0 != "fill" }
        var result = name
        for shape in shapes where !result.split(separator: ".").contains(Substring(shape)) { result += ".\(shape)" }
        if parts.contains("fill"), !result.hasSuffix(".fill") { result += ".fill" }
        return result
    }

    /// The entry for `name` as drawn with `variant`, `imageScale` and font `weight`: the variant's
    /// name when the table has it, else the name itself; nil when neither is listed.
    public func match(_ name: String, variant: String?, imageScale: String?, weight: String) -> Match? {
        let varied = Self.variantName(name, variant: variant)
        let found = entries[varied] != nil ? varied : name
        guard let entry = entries[found] else { return nil }
        let source = sources[entry.sourceKey] ?? entry.sourceKey
        return Match(
            name: found, entry: entry, source: source, isEstimate: source.hasPrefix("estimate"),
            scaleFactor: scales[imageScale ?? "medium"] ?? 1, weightFactor: weights[weight] ?? 1)
    }

    /// The closest listed name to an unknown one, for the warning that names it (never nil while
    /// the table lists a name):
    /// 1. a plausible typo of a name with the same first word (`chevron.rigth` → `chevron.right`);
    /// 2. else the listed name that shares the most leading dotted words with it
    ///    (`car.side.fill` → `car.circle.fill`: a real symbol the table does not list gets the
    ///    nearest one it does), fewer extra words and then alphabetical order breaking ties;
    /// 3. else the plausible typo, whatever its first word;
    /// 4. else the listed name at the smallest edit distance (`notasymbol` still names one).
    public func closestName(to name: String) -> String? {
        let known = Array(entries.keys)
        let firstWord = name.split(separator: ".").first
        let typo = NameSuggestion.closest(to: name, in: known)
        if let typo, typo.split(separator: ".").first == firstWord { return typo }
        if let sharing = nameSharingLeadingWords(with: name) { return sharing }
        if let typo { return typo }
        let target = Array(name.lowercased().utf8)
        return known.min { a, b in
            let (da, db) = (NameSuggestion.editDistance(target, Array(a.utf8)), NameSuggestion.editDistance(target, Array(b.utf8)))
            return da != db ? da < db : a < b
        }
    }

    /// The listed name sharing the most leading dotted words with `name`, ranked by (score, fewer
    /// extra words, alphabetical): the score counts each shared leading word twice and each later
    /// word the two names have in common (`fill`, `circle`) once; nil when none starts alike.
    private func nameSharingLeadingWords(with name: String) -> String? {
        let words = name.split(separator: ".")
        var best: (name: String, score: Int, extra: Int)?
        for candidate in entries.keys {
            let other = candidate.split(separator: ".")
            let shared = zip(words, other).prefix(while: { $0 == $1 }).count
            guard shared > 0 else { continue }
            let common = Set(words.dropFirst(shared)).intersection(other.dropFirst(shared)).count
            let score = shared * 2 + common
            let extra = other.count - shared - common
            if let current = best, (current.score, -current.extra) > (score, -extra) || ((current.score, current.extra) == (score, extra) && current.name < candidate) {
                continue
            }
            best = (candidate, score, extra)
        }
        return best?.name
    }
}

extension SymbolSizeTable.Match {
    /// The layout size at `pointSize`, on the pixel grid of `displayScale` (measured symbol sizes
    /// are whole pixels: 18.667 × 18 at 3×).
    public func size(pointSize: Double, displayScale: Double) -> Size {
        let factor = pointSize * scaleFactor * weightFactor
        let scale = max(displayScale, 1)
        func grid(_ value: Double) -> Double { (value * factor * scale).rounded() / scale }
        return Size(width: grid(entry.width), height: grid(entry.height))
    }

    /// `chevron.right 0.6422 × 0.9258em (Views/Symbols/sf-symbols.yaml:42), estimate: …`.
    public var explanation: String {
        let origin = entry.origin.map { " (\($0.file.split(separator: "/").suffix(3).joined(separator: "/")):\($0.line))" } ?? ""
        var text = "SF Symbol '\(name)' \(formatLength(entry.width)) × \(formatLength(entry.height))em\(origin)"
        if scaleFactor != 1 { text += " × imageScale \(formatLength(scaleFactor))" }
        if weightFactor != 1 { text += " × weight \(formatLength(weightFactor))" }
        text += isEstimate ? " [estimate]" : ""
        if let family = entry.family { text += ", shape family '\(family)'" }
        return text + "; source: \(source)"
    }
}
