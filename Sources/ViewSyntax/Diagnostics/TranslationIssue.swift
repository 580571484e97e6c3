import LayoutCore
import SwiftSyntax

/// A problem found while translating, attached to the syntax it is about.
struct TranslationIssue: Error {
    typealias Severity = LayoutCore.Severity
    /// The kind of problem (`SourceMessages`).
    var id: DiagnosticID
    var node: Syntax
    var message: String
    var severity: Severity
    /// The problem is a value FrameLab cannot know (a binding, a proxy), not a mistake.
    var isUnknownValue: Bool
    /// A position inside `node` to point at, when it is not the node's start.
    var position: AbsolutePosition?

    init(_ node: some SyntaxProtocol, _ message: String, severity: Severity = .error, isUnknownValue: Bool = false, id: DiagnosticID? = nil) {
        self.id = id ?? (isUnknownValue ? SourceMessages.unknownValue : SourceMessages.unclassified)
        self.node = Syntax(node)
        self.message = message
        self.severity = severity
        self.isUnknownValue = isUnknownValue
        self.position = nil
    }

    static func unknownValue(_ node: some SyntaxProtocol, _ message: String) -> TranslationIssue {
        TranslationIssue(node, message, isUnknownValue: true)
    }
}
