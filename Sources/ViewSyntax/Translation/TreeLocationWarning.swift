import LayoutCore
import SwiftSyntax

extension TranslationSession {
    /// A warning at a translated node's source location (the token there, in whichever file of the
    /// module holds it; the file's start when the location is unknown), for checks over the tree.
    static func warning(at location: LayoutCore.SourceLocation?, context: SourceContext, _ id: DiagnosticID, _ message: String) -> TranslationIssue {
        var node = Syntax(context.tree)
        let file = ([context.withoutOthers] + context.others).first { $0.fileName == location?.file } ?? context
        if let location, let token = file.tree.token(at: file.converter.position(ofLine: location.line, column: location.column)) {
            node = Syntax(token)
        }
        return TranslationIssue(node, message, severity: .warning, id: id)
    }
}
