import SwiftSyntax

/// Finds expressions with more infix operators than FrameLab reads. The parser keeps
/// `0 + 0 + … + 1` flat, but folding operators nests it one level per operator, and everything
/// after folding recurses per level: 200,000 terms overflowed the stack. Walked without recursion.
enum ExpressionLengthCheck {
    /// The first operator sequence with more than `limit` operators, and its operator count.
    static func firstLongSequence(in root: Syntax, limit: Int) -> (sequence: SequenceExprSyntax, operators: Int)? {
        var stack: [Syntax] = [root]
        while let node = stack.popLast() {
            if let sequence = node.as(SequenceExprSyntax.self) {
                let operators = (sequence.elements.count - 1) / 2
                if operators > limit { return (sequence, operators) }
            }
            for child in node.children(viewMode: .sourceAccurate) { stack.append(child) }
        }
        return nil
    }
}
