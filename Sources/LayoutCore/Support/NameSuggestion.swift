/// Closest-name suggestions by edit distance, for "did you mean" hints.
public enum NameSuggestion {
    /// The known name closest to `name`, if it is close enough to be a plausible typo.
    public static func closest(to name: String, in known: some Sequence<String>) -> String? {
        closest(to: name, in: Array(known))
    }

    /// The known name closest to `name` (compiled for arrays, not through a generic sequence).
    public static func closest(to name: String, in known: [String]) -> String? {
        let loweredName = name.lowercased()
        let asciiName = asciiBytes(loweredName)
        var nameCharacters: [Character]?
        let length = asciiName?.count ?? loweredName.count
        let limit = max(2, length / 4)
        var best: (name: String, distance: Int)?
        for candidate in known {
            // An ASCII candidate's length is its byte count, lowercased or not: one too long or
            // too short to be within the limit is passed over before any work on it.
            if asciiName != nil, abs(candidate.utf8.count - length) > limit, isPlainASCII(candidate) { continue }
            let loweredCandidate = candidate.lowercased()
            let distance: Int
            // The distance is at least the difference in length: such a candidate cannot be within the limit.
            if let asciiName, let other = asciiBytes(loweredCandidate) {
                if abs(other.count - length) > limit { continue }
                distance = editDistance(asciiName, other)
            } else {
                let other = Array(loweredCandidate)
                if abs(other.count - length) > limit { continue }
                if nameCharacters == nil { nameCharacters = Array(loweredName) }
                distance = editDistance(nameCharacters!, other)
            }
            if best == nil || distance < best!.distance || (distance == best!.distance && candidate < best!.name) {
                best = (candidate, distance)
            }
        }
        if let best, best.distance <= limit { return best.name }
        // A prefix of a known name (`iphone-15` for `iphone-15-pro`) is a likely abbreviation; the
        // first such name in sorted order.
        if loweredName.isEmpty { return nil }
        return known.filter { !(isPlainASCII($0) && $0.utf8.count < loweredName.utf8.count) && $0.lowercased().hasPrefix(loweredName) }.min()
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of
    /// neighbours (`VSatck` → `VStack` is one edit).
    public static func editDistance<Unit: Equatable>(_ a: [Unit], _ b: [Unit]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }

    /// `; did you mean 'x'?` or an empty string.
    public static func hint(for name: String, in known: some Sequence<String>) -> String {
        closest(to: name, in: known).map { "; did you mean '\($0)'?" } ?? ""
    }

    private static func isPlainASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") }
    }

    /// The bytes of an ASCII string without carriage returns, in which each byte is one
    /// `Character` (so distances in bytes equal distances in characters), or nil.
    static func asciiBytes(_ text: String) -> [UInt8]? {
        let bytes = Array(text.utf8)
        return bytes.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) ? bytes : nil
    }
}
