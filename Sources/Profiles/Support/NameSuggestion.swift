/// Closest-name suggestions by edit distance, for "did you mean" hints.
enum NameSuggestion {
    /// The known name closest to `name`, if it is close enough to be a plausible typo.
    static func closest(to name: String, in known: some Sequence<String>) -> String? {
        let lowered = Array(name.lowercased())
        var best: (name: String, distance: Int)?
        for candidate in known {
            let distance = editDistance(lowered, Array(candidate.lowercased()))
            if best == nil || distance < best!.distance || (distance == best!.distance && candidate < best!.name) {
                best = (candidate, distance)
            }
        }
        guard let best else { return nil }
        let limit = max(2, min(lowered.count, best.name.count) / 2)
        return best.distance <= limit ? best.name : nil
    }

    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// ` (did you mean 'x'?)` or an empty string.
    static func hint(for name: String, in known: some Sequence<String>) -> String {
        closest(to: name, in: known).map { "; did you mean '\($0)'?" } ?? ""
    }
}

/// `unknown device 'iphone-15-prp'; did you mean 'iphone-15-pro'? (known: …)`.
func unknownNameMessage(_ what: String, _ name: String, known: [String]) -> String {
    let sorted = known.sorted()
    if let suggestion = NameSuggestion.closest(to: name, in: sorted) {
        return "unknown \(what) '\(name)'; did you mean '\(suggestion)'?"
    }
    return sorted.isEmpty ? "unknown \(what) '\(name)'" : "unknown \(what) '\(name)' (known: \(sorted.joined(separator: ", ")))"
}
