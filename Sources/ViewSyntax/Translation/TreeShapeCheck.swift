import SwiftSyntax

/// One walk over a parsed file, without recursion, for the two limits on its shape that need the
/// whole tree: the first node deeper than the depth limit (long chains without brackets, `a!!!…`,
/// nest the tree past the parser's own limit; `TranslationSession.nodeDeeperThan` walks the same
/// way) and the first operator sequence with more operators than FrameLab reads (the parser keeps
/// `0 + 0 + … + 1` flat, but folding operators nests it one level per operator, and everything
/// after folding recurses per level: 200,000 terms overflowed the stack). One walk instead of two:
/// in a debug build the two were about a sixth of the time spent on an app folder (docs/app-folders.md).
enum TreeShapeCheck {
    struct Findings {
        /// The first node deeper than the depth limit; the walk stops there.
        var tooDeep: Syntax?
        /// The first sequence with more operators than the limit, and its operator count (only
        /// meaningful when `tooDeep` is nil: the walk stops at a deep node).
        var longSequence: (sequence: SequenceExprSyntax, operators: Int)?
    }

    static func scan(_ root: Syntax, depthLimit: Int, operatorLimit: Int) -> Findings {
        var findings = Findings()
        var stack: [(Syntax, Int)] = [(root, 0)]
        while let (node, depth) = stack.popLast() {
            if depth > depthLimit {
                findings.tooDeep = node
                return findings
            }
            if findings.longSequence == nil, let sequence = node.as(SequenceExprSyntax.self) {
                let operators = (sequence.elements.count - 1) / 2
                if operators > operatorLimit { findings.longSequence = (sequence, operators) }
            }
            for child in node.children(viewMode: .sourceAccurate) { stack.append((child, depth + 1)) }
        }
        return findings
    }
}
