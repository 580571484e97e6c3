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
        var diagnostic = render(SwiftDiagnostics.Diagnostic(node: issue.node, position: issue.position, message: FrameLabMessage(message: issue.message.text, severity: severity, id: issue.id)), id: issue.id)
        diagnostic.text = issue.message  // the same text, with its template and typed arguments
        return diagnostic
    }

    /// A swift-syntax diagnostic (the parser's: `source.syntax-error`) as a `SourceDiagnostic`.
    func render(_ diagnostic: SwiftDiagnostics.Diagnostic) -> SourceDiagnostic {
        render(diagnostic, id: SourceMessages.syntaxError)
    }

    func render(_ diagnostic: SwiftDiagnostics.Diagnostic, id: DiagnosticID) -> SourceDiagnostic {
        let location = diagnostic.location(converter: converter)
        let severity: SourceDiagnostic.Severity =
            switch diagnostic.diagMessage.severity {
            case .error: .error
            case .warning: .warning
            case .note, .remark: .note
            }
        let message = diagnostic.diagMessage.message
        let header = "\(fileName):\(location.line):\(location.column): \(severity.rawValue): \(message)"
        let lineStart = converter.position(ofLine: location.line, column: 1)
        let lineLength = converter.position(ofLine: location.line + 1, column: 1).utf8Offset - lineStart.utf8Offset
        var annotated: String
        if lineLength > Self.longLine {
            annotated = excerpt(line: location.line, start: lineStart, length: lineLength, column: location.column, severity: severity, message: message)
        } else {
            annotated = DiagnosticsFormatter.annotatedSource(tree: tree, diags: [diagnostic], contextSize: 0)
            while annotated.last?.isNewline == true { annotated.removeLast() }
        }
        return SourceDiagnostic(
            severity: severity, message: message, file: fileName, line: location.line, column: location.column,
            rendered: header + "\n" + annotated, id: id)
    }

    /// Lines longer than this (in bytes) are shown around the column only.
    static let longLine = 400

    /// swift-syntax's two annotation lines for a long line, shortened to 60 bytes before the
    /// column and 20 after it (the whole line would be printed for every diagnostic on it).
    private func excerpt(line: Int, start: AbsolutePosition, length: Int, column: Int, severity: SourceDiagnostic.Severity, message: String) -> String {
        let source = tree.syntaxTextBytes
        var end = min(source.count, start.utf8Offset + length)
        while end > start.utf8Offset && (source[end - 1] == UInt8(ascii: "\n") || source[end - 1] == UInt8(ascii: "\r")) { end -= 1 }
        let text = String(decoding: source[start.utf8Offset..<end], as: UTF8.self)
        let (shown, caret) = BracketScan.excerpt(text, line: 1, column: column)
        let gutter = String(repeating: " ", count: String(line).count)
        return "\(line) | \(shown)\n\(gutter) | \(String(repeating: " ", count: caret))`- \(severity.rawValue): \(message)"
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
    var id: DiagnosticID
    var diagnosticID: MessageID { MessageID(domain: id.domain, id: id.name) }
}
