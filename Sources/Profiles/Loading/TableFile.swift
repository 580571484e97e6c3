import LayoutCore

/// A data table among the profiles (`Views/Text/sf-pro.yaml`, `Views/Symbols/sf-symbols.yaml`):
/// read within the profile size limit and parsed as YAML whose top level is a mapping of known
/// sections. The loaders of each table read their sections from `root`.
enum TableFile {
    /// Parses the file at `path` with `parse`, or says why it cannot be read (`what`: "the size table").
    static func read<Table>(_ path: String, what: String, parse: ([UInt8], String) -> (Table?, [ProfileDiagnostic])) -> (Table?, [ProfileDiagnostic]) {
        switch FileSystem.read(path, limit: ProfileLimits().maximumFileSize) {
        case .failure(let failure):
            return (nil, [ProfileDiagnostic(file: path, line: 1, column: 1, message: "cannot read \(what): \(failure.text)", id: ProfileMessages.unreadable)])
        case .success(let bytes):
            return parse(bytes, path)
        }
    }

    /// The top-level mapping of `bytes` and the problems found so far: YAML errors, a top level that
    /// is not a mapping (`expected` says what it should be; the root is then nil), and each section
    /// not in `sections`, with the closest (`sectionWord` names what a section is).
    static func root(_ bytes: [UInt8], file: String, sections: [String], sectionWord: String, expected: String) -> (root: YAMLNode?, diagnostics: [ProfileDiagnostic]) {
        let parsed = YAMLParser(file: file, limits: ProfileLimits()).parse(bytes)
        var diagnostics = parsed.diagnostics
        guard let root = parsed.root else { return (nil, diagnostics) }
        guard let pairs = root.mapping else {
            diagnostics.append(ProfileDiagnostic(file: root.mark.file, line: root.mark.line, column: root.mark.column, message: "expected \(expected)", id: ProfileMessages.schema))
            return (nil, diagnostics)
        }
        for pair in pairs where !sections.contains(pair.name) {
            let mark = pair.key.mark
            diagnostics.append(ProfileDiagnostic(file: mark.file, line: mark.line, column: mark.column, message: unknownName(sectionWord, pair.name, known: sections), id: ProfileMessages.schema))
        }
        return (root, diagnostics)
    }
}
