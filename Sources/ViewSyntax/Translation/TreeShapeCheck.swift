@_spi(RawSyntax) import SwiftSyntax

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
        guard mayExceed(root.raw, depthLimit: depthLimit, operatorLimit: operatorLimit) else { return Findings() }
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

    /// Whether the walk above may find anything, answered on the raw tree: no `Syntax` node is
    /// made per child (in a debug build, 1 % of the CPU time of `eval` on a 250-file app where the
    /// `Syntax` walk took 9 %). It walks missing
    /// nodes too (the walk above skips them), so a tree it clears has nothing to find; when it
    /// finds something, the walk above says what, in its order.
    private static func mayExceed(_ root: RawSyntax, depthLimit: Int, operatorLimit: Int) -> Bool {
        var stack: [RawNodeAtDepth] = [RawNodeAtDepth(node: root, depth: 0)]
        while let next = stack.popLast() {
            if next.depth > depthLimit { return true }
            guard let layout = next.node.layoutView else { continue }
            if let sequence = RawSequenceExprSyntax(next.node), (sequence.elements.layoutView.children.count - 1) / 2 > operatorLimit { return true }
            for child in layout.children {
                if let child { stack.append(RawNodeAtDepth(node: child, depth: next.depth + 1)) }
            }
        }
        return false
    }

    private struct RawNodeAtDepth {
        var node: RawSyntax
        var depth: Int
    }
}
