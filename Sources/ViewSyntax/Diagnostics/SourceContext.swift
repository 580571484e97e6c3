import LayoutCore
import SwiftDiagnostics
import SwiftSyntax

/// A parsed file with its name and line table: turns syntax positions into locations and
/// diagnostics into `SourceDiagnostic`s rendered in swift-syntax's format. With several files
/// (`others`), a node is located in the file whose tree it belongs to.
struct SourceContext {
    let fileName: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter
    /// The other files translated together with this one.
    var others: [SourceContext] = []

    init(fileName: String, tree: SourceFileSyntax) {
        self.fileName = fileName
        self.tree = tree
        self.converter = SourceLocationConverter(fileName: fileName, tree: tree)
    }

    /// The file `node` belongs to.
    func owner(of node: some SyntaxProtocol) -> SourceContext {
        let root = Syntax(node).root.id
        if others.isEmpty || root == Syntax(tree).id { return self }
        return others.first { Syntax($0.tree).id == root } ?? self
    }

    func location(of node: some SyntaxProtocol) -> LayoutCore.SourceLocation {
        if !others.isEmpty { return owner(of: node).withoutOthers.location(of: node) }
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return LayoutCore.SourceLocation(file: fileName, line: location.line, column: location.column)
    }

    func render(_ issue: TranslationIssue) -> SourceDiagnostic {
        if !others.isEmpty { return owner(of: issue.node).withoutOthers.render(issue) }
        let severity: DiagnosticSeverity =
            switch issue.severity {
            case .error: .error
            case .warning: .warning
            case .note: .note
            }
        return render(Diagnostic(node: issue.node, position: issue.position, message: FrameLabMessage(message: issue.message, severity: severity)))
    }

    func render(_ diagnostic: Diagnostic) -> SourceDiagnostic {
        let location = diagnostic.location(converter: converter)
        let severity: SourceDiagnostic.Severity =
            switch diagnostic.diagMessage.severity {
            case .error: .error
            case .warning: .warning
            case .note, .remark: .note
            }
        let message = diagnostic.diagMessage.message
        var annotated = DiagnosticsFormatter.annotatedSource(tree: tree, diags: [diagnostic], contextSize: 0)
        while annotated.last?.isNewline == true { annotated.removeLast() }
        let header = "\(fileName):\(location.line):\(location.column): \(severity.rawValue): \(message)"
        return SourceDiagnostic(
            severity: severity, message: message, file: fileName, line: location.line, column: location.column,
            rendered: header + "\n" + annotated)
    }
}

extension SourceContext {
    var withoutOthers: SourceContext {
        var single = self
        single.others = []
        return single
    }
}

/// A FrameLab diagnostic in swift-syntax's message form.
struct FrameLabMessage: DiagnosticMessage {
    var message: String
    var severity: DiagnosticSeverity
    var diagnosticID: MessageID { MessageID(domain: "FrameLab", id: "\(severity)") }
}
