import LayoutCore

/// Reads a size table by name (`Views/Symbols/sf-symbols.yaml`, named by a view kind's
/// `sizeTable:`) and checks it: every entry a positive `width` and `height`, a `baseline`, a
/// `source` naming one of the table's `sources:`; the `scales:` and `weights:` factors positive. A
/// problem is a diagnostic at its line and column (with the closest key for a misspelt one); the
/// entry is skipped and the rest is kept.
public enum SymbolTableLoader {
    static let sections = ["sources", "scales", "scaleSource", "weights", "weightSource", "symbols"]
    static let entryKeys = ["width", "height", "baseline", "source", "family", "uses"]

    /// Reads the table at `path`.
    public static func load(_ path: String) -> (table: SymbolSizeTable?, diagnostics: [ProfileDiagnostic]) {
        TableFile.read(path, what: "the size table", parse: parse)
    }

    /// Parses a table's text (tests give it directly).
    public static func parse(_ bytes: [UInt8], file: String) -> (table: SymbolSizeTable?, diagnostics: [ProfileDiagnostic]) {
        let start = TableFile.root(bytes, file: file, sections: sections, sectionWord: "section", expected: "a mapping with sources:, scales:, weights: and symbols:")
        var diagnostics = start.diagnostics
        func report(_ mark: YAMLMark, _ id: DiagnosticID, _ message: DiagnosticText) {
            diagnostics.append(ProfileDiagnostic(file: mark.file, line: mark.line, column: mark.column, message: message, id: id))
        }
        guard let root = start.root else { return (nil, diagnostics) }
        var sources: [String: String] = [:]
        for pair in root["sources"]?.mapping ?? [] {
            guard let text = pair.value.string, !text.isEmpty else {
                report(pair.value.mark, ProfileMessages.sourceMissing, "source '\(pair.name)' needs a text saying where its figures come from")
                continue
            }
            sources[pair.name] = text
        }
        func factors(_ section: String) -> [String: Double] {
            var values: [String: Double] = [:]
            for pair in root[section]?.mapping ?? [] {
                guard let value = pair.value.number, value > 0, value.isFinite else {
                    report(pair.value.mark, ProfileMessages.schema, "\(section) '\(pair.name)' needs a positive number (a factor on the medium, regular size)")
                    continue
                }
                values[pair.name] = value
            }
            return values
        }
        let scales = factors("scales")
        let weights = factors("weights")
        var entries: [String: SymbolSizeTable.Entry] = [:]
        for pair in root["symbols"]?.mapping ?? [] {
            if let entry = decodeEntry(pair, sources: sources, report: report) {
                if entries[pair.name] != nil {
                    report(pair.key.mark, ProfileMessages.duplicateID, "symbol '\(pair.name)' is listed twice")
                    continue
                }
                entries[pair.name] = entry
            }
        }
        let table = SymbolSizeTable(
            file: file, entries: entries, sources: sources, scales: scales, weights: weights,
            scaleSource: root["scaleSource"]?.string ?? "", weightSource: root["weightSource"]?.string ?? "")
        return (table, diagnostics)
    }

    private static func decodeEntry(_ pair: YAMLPair, sources: [String: String], report: (YAMLMark, DiagnosticID, DiagnosticText) -> Void) -> SymbolSizeTable.Entry? {
        guard let fields = pair.value.mapping else {
            report(pair.value.mark, ProfileMessages.schema, "symbol '\(pair.name)' needs {width:, height:, baseline:, source:}")
            return nil
        }
        var valid = true
        for field in fields where !entryKeys.contains(field.name) {
            report(field.key.mark, ProfileMessages.schema, unknownName("key", field.name, known: entryKeys) + " in symbol '\(pair.name)'")
            valid = false
        }
        func length(_ key: String, positive: Bool) -> Double? {
            guard let node = pair.value[key] else {
                report(pair.value.mark, ProfileMessages.schema, "symbol '\(pair.name)' needs \(key): (a multiple of the font's point size)")
                return nil
            }
            guard let value = node.number, value.isFinite, !positive || value > 0 else {
                report(node.mark, ProfileMessages.schema, "\(key) of symbol '\(pair.name)' must be a\(positive ? " positive" : "") number of em, not '\(node.scalar?.text ?? "…")'")
                return nil
            }
            return value
        }
        let width = length("width", positive: true)
        let height = length("height", positive: true)
        let baseline = length("baseline", positive: false)
        var sourceKey: String?
        if let node = pair.value["source"] {
            if let key = node.string, sources[key] != nil {
                sourceKey = key
            } else {
                report(node.mark, ProfileMessages.unknownReference, unknownName("source", node.string ?? "", known: Array(sources.keys)) + " (symbol '\(pair.name)'; sources: lists them)")
            }
        } else {
            report(pair.value.mark, ProfileMessages.sourceMissing, "symbol '\(pair.name)' needs source: (a key of sources:)")
        }
        guard valid, let width, let height, let baseline, let sourceKey else { return nil }
        return SymbolSizeTable.Entry(
            width: width, height: height, baseline: baseline, sourceKey: sourceKey,
            family: pair.value["family"]?.string, origin: pair.key.mark.origin)
    }
}
