import LayoutCore

/// `unknown device 'iphone-15-prp'; did you mean 'iphone-15-pro'? (known: …)`.
func unknownNameMessage(_ what: String, _ name: String, known: [String]) -> String {
    unknownName(what, name, known: known).text
}

/// The same message with its typed arguments (what, the name, the suggestion or the known names),
/// for a diagnostic.
func unknownName(_ what: String, _ name: String, known: [String]) -> DiagnosticText {
    let sorted = known.sorted()
    if let suggestion = NameSuggestion.closest(to: name, in: sorted) {
        return "unknown \(what) '\(name)'; did you mean '\(suggestion)'?"
    }
    return sorted.isEmpty ? "unknown \(what) '\(name)'" : "unknown \(what) '\(name)' (known: \(sorted.joined(separator: ", ")))"
}
