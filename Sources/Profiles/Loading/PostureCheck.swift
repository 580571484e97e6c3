import LayoutCore

/// Checks a foldable's `postures:` after inheritance: `defaultPosture` names one of them, and a
/// `defaultPosture` without any postures is an error rather than ignored.
enum PostureCheck {
    static func diagnostics(merged: YAMLNode, document: ProfileDocument) -> [ProfileDiagnostic] {
        guard let node = merged["defaultPosture"], let name = node.string else { return [] }
        let names = (merged["postures"]?.mapping ?? []).map(\.name)
        guard !names.contains(name) else { return [] }
        let message: DiagnosticText = names.isEmpty
            ? "'\(document.id)' names a default posture '\(name)' but lists no postures:"
            : unknownName("default posture", name, known: names)
        return [ProfileDiagnostic(file: node.mark.file, line: node.mark.line, column: node.mark.column, message: message, id: ProfileMessages.unknownPosture)]
    }
}
