/// One file of a translation after parsing: its tree (nil when it does not parse), the parser's
/// diagnostics, and where its `...` placeholder lines were.
struct ParsedFile: Sendable {
    var context: SourceContext?
    var diagnostics: [SourceDiagnostic]
    var placeholders: [Int]
}

extension TranslationSession {
    /// Every file parsed, in the order given. The files of a folder are parsed on every core, and
    /// those of the last translation are kept (`ParseCache`): in a large app parsing is most of a
    /// translation (a debug build spends about 85 % of `eval --file APP/ --view NAME` in it;
    /// docs/app-folders.md). Each file's parse depends only on its name, its text and the limits
    /// of the options, so the results are those of parsing one by one.
    func parseFiles() -> [ParsedFile] {
        let options = translator.options
        return ParseCache.shared.parsed(files, limits: ParseCache.Limits(options), threads: options.parseThreads) { [self] file in
            let (text, placeholders) = Placeholders.commentOut(file.text)
            let (context, diagnostics) = parse(text, fileName: file.name)
            return ParsedFile(context: context, diagnostics: diagnostics, placeholders: placeholders)
        }
    }
}
