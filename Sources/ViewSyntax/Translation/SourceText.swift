import SwiftSyntax

extension SyntaxProtocol {
    /// The node as written, without the trivia before its first token and after its last one:
    /// what `trimmedDescription` gives, read from the tree's bytes instead of from a trimmed copy
    /// of the node (swift-syntax builds one, with a new arena, on every call). A plain name
    /// (`Text`, `index`), the commonest case, is its token's text.
    var sourceText: String {
        if let reference = Syntax(self).as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            return reference.baseName.text
        }
        let bytes = syntaxTextBytes
        let start = leadingTriviaLength.utf8Length
        let end = bytes.count - trailingTriviaLength.utf8Length
        guard start < end else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
