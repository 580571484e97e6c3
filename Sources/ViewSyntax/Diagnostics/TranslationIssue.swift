import LayoutCore
import SwiftSyntax

/// A problem found while translating, attached to the syntax it is about.
struct TranslationIssue: Error {
    typealias Severity = LayoutCore.Severity
    /// The kind of problem (`SourceMessages`).
    var id: DiagnosticID
    var node: Syntax
    /// The message with its typed arguments (`DiagnosticText`).
    var message: DiagnosticText
    var severity: Severity
    /// The problem is a value FrameLab cannot know (a binding, a proxy), not a mistake.
    var isUnknownValue: Bool
    /// A position inside `node` to point at, when it is not the node's start.
    var position: AbsolutePosition?

    /// Every issue names its kind: `id` is an entry of `SourceMessages` (there is no issue without one).
    init(_ node: some SyntaxProtocol, _ message: DiagnosticText, severity: Severity = .error, isUnknownValue: Bool = false, id: DiagnosticID) {
        self.id = id
        self.node = Syntax(node)
        self.message = message
        self.severity = severity
        self.isUnknownValue = isUnknownValue
        self.position = nil
    }

    /// An issue whose message a helper finished as a `String`: its whole text is its template
    /// (`DiagnosticText(verbatim:)`). Disfavoured, so that a string literal is a `DiagnosticText`
    /// and keeps its interpolations as typed arguments.
    @_disfavoredOverload
    init(_ node: some SyntaxProtocol, _ message: String, severity: Severity = .error, isUnknownValue: Bool = false, id: DiagnosticID) {
        self.init(node, DiagnosticText(verbatim: message), severity: severity, isUnknownValue: isUnknownValue, id: id)
    }

    static func unknownValue(_ node: some SyntaxProtocol, _ message: DiagnosticText) -> TranslationIssue {
        TranslationIssue(node, message, isUnknownValue: true, id: SourceMessages.unknownValue)
    }

    @_disfavoredOverload
    static func unknownValue(_ node: some SyntaxProtocol, _ message: String) -> TranslationIssue {
        unknownValue(node, DiagnosticText(verbatim: message))
    }
}
