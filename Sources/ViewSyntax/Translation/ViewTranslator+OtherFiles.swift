import LayoutCore
import SwiftSyntax

/// Laying a view out inside its app folder, the code FrameLab reaches in other files is not the
/// view the user asked for: a construct there that FrameLab cannot read is a stand-in marked as a
/// guess, with a warning, never a failed layout (issue 26: Aidoku's `alignmentGuide` closure in a
/// helper file, and a `ContentView` without a readable body in another file, failed every view of
/// the folder). `--strict` keeps them errors. A single file has no other file: nothing changes.
extension ViewTranslator {
    /// Whether `node` is in another file than the view being laid out.
    func isInOtherFile(_ node: Syntax) -> Bool {
        guard let primaryTree else { return false }
        return node.root.id != primaryTree
    }

    /// A statement that failed with `error` raised in another file's code: the stand-in laid out in
    /// its place (the fallback view kind, marked as a guess) after a warning; nil when the error
    /// stays one (the laid-out view's own file, `--strict`, or no fallback kind).
    mutating func standIn(for error: TranslationIssue, at item: CodeBlockItemSyntax) -> ViewNode? {
        guard error.severity == .error, !options.strict, isInOtherFile(error.node), let fallback = viewKinds.fallback else { return nil }
        let what = Self.short(item)
        warn(error.node, SourceMessages.otherFileGuessed, "\(error.message); this is in another file than the view laid out, so FrameLab lays out a stand-in for '\(what)' instead (the fallback view kind \(Self.fallbackText(fallback))), a guess; --strict makes this an error")
        var node = ViewNode(.control(ControlNode(kind: fallback, viewName: what, arguments: [])), location: location(item))
        node.markGuess("another file's code FrameLab cannot read: \(error.message)")
        return node
    }

    /// The errors left in other files' code (in declarations the view does not reach, or outside a
    /// statement that could stand in) as warnings saying so; `--strict` keeps them errors.
    static func otherFileErrorsAsWarnings(_ issues: [TranslationIssue], primaryTree: SyntaxIdentifier?, strict: Bool) -> [TranslationIssue] {
        guard let primaryTree, !strict else { return issues }
        return issues.map { issue in
            guard issue.severity == .error, issue.node.root.id != primaryTree, issue.id != SourceMessages.syntaxError else { return issue }
            var warning = issue
            warning.severity = .warning
            warning.message += "; this is in another file than the view laid out, so it does not fail the layout (--strict makes it an error)"
            return warning
        }
    }

    /// Issues raised on syntax FrameLab made from the source (a closure body rewritten for the
    /// evaluator, a call built from a function reference) point at what the user wrote: made syntax
    /// belongs to no file, and was cited in the first file of the folder at the made text's line
    /// (EhPanda: a warning in TagCloudView's alignmentGuide closure cited at EhPandaApp.swift:51).
    /// With `sameTokens`, the token of `original` the made node starts with (its n-th occurrence of
    /// that text: a rewrite that substitutes names keeps the others in order), else `original`.
    static func relocated(_ issue: TranslationIssue, madeFrom made: Syntax, to original: Syntax, sameTokens: Bool) -> TranslationIssue {
        guard issue.node.root.id == made.root.id, issue.node.root.id != original.root.id else { return issue }
        var moved = issue
        moved.node = original
        moved.position = nil
        if sameTokens, let token = issue.node.firstToken(viewMode: .sourceAccurate) {
            let madeTokens = made.tokens(viewMode: .sourceAccurate).filter { $0.text == token.text }
            if let index = madeTokens.firstIndex(where: { $0.id == token.id }) {
                let originals = original.tokens(viewMode: .sourceAccurate).filter { $0.text == token.text }
                if index < originals.count { moved.node = Syntax(originals[originals.index(originals.startIndex, offsetBy: index)]) }
            }
        }
        return moved
    }

    /// Runs `work` on syntax made from `original`, relocating what it raises (see `relocated`).
    mutating func onMadeSyntax<T>(_ made: Syntax, from original: Syntax, sameTokens: Bool, _ work: (inout ViewTranslator) throws(TranslationIssue) -> T) throws(TranslationIssue) -> T {
        let before = issues.count
        defer {
            for index in issues.indices.dropFirst(before) {
                issues[index] = Self.relocated(issues[index], madeFrom: made, to: original, sameTokens: sameTokens)
            }
        }
        do {
            return try work(&self)
        } catch {
            throw Self.relocated(error, madeFrom: made, to: original, sameTokens: sameTokens)
        }
    }
}
