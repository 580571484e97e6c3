import Foundation

/// The files of the last translation, parsed, kept for the next one: a folder is translated again
/// for another environment (the Mac when every view is inside `#if os(macOS)`, a preview's traits,
/// the REPL's `:device`, a watched file that changed) and its parse does not depend on the
/// environment, only on the file's name, its text and the parser's limits, which together are the
/// key. It holds the files of the latest translation only, so memory stays that of one module.
final class ParseCache: @unchecked Sendable {
    static let shared = ParseCache()

    /// What a parse depends on besides the text: the limits of `TranslationOptions` it reads.
    struct Limits: Hashable {
        var nesting, squareBrackets, closureChain, generics, poundIf, tokens, bytes: Int

        init(_ options: TranslationOptions) {
            nesting = options.maxNestingDepth
            squareBrackets = options.maxSquareBracketDepth
            closureChain = options.maxClosureChain
            generics = options.maxGenericDepth
            poundIf = options.maxConditionalCompilationDepth
            tokens = options.maxTokens
            bytes = options.maxSourceBytes
        }
    }

    private struct Key: Hashable {
        var file: SourceFile
        var limits: Limits
    }

    private let lock = NSLock()
    private var entries: [Key: ParsedFile] = [:]

    /// Each file's parse: kept ones from the last translation, the others made by `parse` (on
    /// every core); afterwards the cache holds exactly these files.
    func parsed(_ files: [SourceFile], limits: Limits, threads: Int?, parse: @escaping @Sendable (SourceFile) -> ParsedFile) -> [ParsedFile] {
        let keys = files.map { Key(file: $0, limits: limits) }
        let kept = lock.withLock { keys.map { entries[$0] } }
        let missing = kept.indices.filter { kept[$0] == nil }
        let made = ParallelWork.map(missing.map { files[$0] }, threads: threads, parse)
        var result = kept
        for (index, parsed) in zip(missing, made) { result[index] = parsed }
        let all = result.map { $0! }
        lock.withLock {
            entries = Dictionary(zip(keys, all), uniquingKeysWith: { first, _ in first })
        }
        return all
    }
}
