import SwiftSyntax

extension SyntaxProtocol {
    /// The node as written, without the trivia before its first token and after its last one:
    /// what `trimmedDescription` gives, read from the tree's bytes instead of from a trimmed copy
    /// of the node (swift-syntax builds one, with a new arena, on every call).
    var sourceText: String {
        let bytes = syntaxTextBytes
        let start = leadingTriviaLength.utf8Length
        let end = bytes.count - trailingTriviaLength.utf8Length
        guard start < end else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
