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

    /// Every issue names its kind: `id` is an entry of `SourceMessages` (there is no issue without one).
    init(_ node: some SyntaxProtocol, _ message: String, severity: Severity = .error, isUnknownValue: Bool = false, id: DiagnosticID) {
        self.id = id
        self.node = Syntax(node)
        self.message = message
        self.severity = severity
        self.isUnknownValue = isUnknownValue
        self.position = nil
    }

    static func unknownValue(_ node: some SyntaxProtocol, _ message: String) -> TranslationIssue {
        TranslationIssue(node, message, isUnknownValue: true, id: SourceMessages.unknownValue)
    }
}
