import SwiftDiagnostics
import SwiftParserDiagnostics
import SwiftSyntax

/// swift-syntax's diagnostics for a parsed file, bounded in the time they take.
///
/// The generator spends, on each diagnostic, time in proportion to the length of its line (a
/// Fix-It measures the line's indentation by walking back token by token), so thousands of errors
/// on one line took minutes: 1,000 `Text("a").tabItem { … }` written on one line without `;`
/// took 53 s in a debug build. Past `limit` places with an error, only the largest node around
/// the first that does not reach the second is diagnosed, and one more error says how many there are.
enum BoundedParseDiagnostics {
    /// The places with an error in `tree` (a missing token, a token the lexer flagged, a run of
    /// unexpected syntax), in source order, counting at most `limit + 1`. Walks without recursion
    /// and skips subtrees without errors.
    static func errorSites(in tree: SourceFileSyntax, limit: Int) -> [Syntax] {
        var sites: [Syntax] = []
        var stack: [Syntax] = [Syntax(tree)]
        while let node = stack.popLast(), sites.count <= limit {
            guard node.hasError || node.hasWarning else { continue }
            if node.is(UnexpectedNodesSyntax.self) {
                sites.append(node)
                continue
            }
            if let token = node.as(TokenSyntax.self) {
                if token.presence == .missing || token.tokenDiagnostic != nil { sites.append(node) }
                continue
            }
            stack.append(contentsOf: node.children(viewMode: .all).reversed())
        }
        return sites
    }

    /// The diagnostics, and the first place with an error when there were more than `limit`
    /// (the extra error names it).
    static let lineBudget = 2_000_000

    /// The most places with an error diagnosed one by one in `text`, whose lines are walked.
    static func limit(for text: String, atMost limit: Int) -> Int {
        var longest = 0
        var current = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n") {
                longest = max(longest, current)
                current = 0
            } else {
                current += 1
            }
        }
        longest = max(longest, current)
        return max(1, min(limit, lineBudget / max(1, longest)))
    }

    static func diagnostics(for tree: SourceFileSyntax, limit: Int) -> (diagnostics: [SwiftDiagnostics.Diagnostic], firstOfTooMany: Syntax?) {
        let sites = errorSites(in: tree, limit: limit)
        guard sites.count > limit else {
            return (ParseDiagnosticsGenerator.diagnostics(for: tree), nil)
        }
        let first = sites[0]
        let second = sites[1]
        var around = first
        while let parent = around.parent, !(parent.position <= second.position && second.endPosition <= parent.endPosition) {
            around = parent
        }
        return (ParseDiagnosticsGenerator.diagnostics(for: around), first)
    }
}
