import LayoutCore

extension SourceDiagnostic {
    /// An error at `line`:`column` of `text`, rendered as the translator renders its own: the
    /// header, the source line and a caret under the column.
    public static func error(_ message: String, in text: String, file: String, line: Int, column: Int, id: DiagnosticID) -> SourceDiagnostic {
        TranslationSession.diagnostic(message, in: text, fileName: file, line: line, column: column, id: id)
    }
}
