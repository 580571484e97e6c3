import SwiftSyntax

/// The evaluator's third mode: Swift the translator computes once, while it reads the source (an
/// argument `max(spacing, 8) * 2`, a closure called where it is written, an alignment guide's body,
/// a `static let`). The expression is compiled by the one walk (`ExpressionCompiler`) with the
/// names around it as constants, so what is constant is folded, and the rest runs at once in
/// `LengthInterpreter`; a failure while running is an error at the expression.
extension ExpressionCompiler {
    /// The value of `expression`, computed now.
    mutating func constant(of expression: ExprSyntax, stepBudget: Int, integerArithmetic: Bool = false) throws(TranslationIssue) -> SwiftValue {
        let (compiled, _) = try compileTyped(expression)
        var interpreter = LengthInterpreter(stepBudget: stepBudget, integerArithmetic: integerArithmetic)
        do throws(ClosureEvaluationError) {
            return try interpreter.evaluate(compiled)
        } catch {
            throw TranslationIssue(expression, error.message, id: SourceMessages.evaluationFailed)
        }
    }

    /// A compiled body of no parameters, run now; a failure is an error at `node`.
    static func run(_ program: LengthProgram, stepBudget: Int, integerArithmetic: Bool = false, at node: some SyntaxProtocol) throws(TranslationIssue) -> SwiftValue {
        var interpreter = LengthInterpreter(stepBudget: stepBudget, integerArithmetic: integerArithmetic)
        do throws(ClosureEvaluationError) {
            return try interpreter.run(program, arguments: [])
        } catch {
            throw TranslationIssue(node, error.message, id: SourceMessages.evaluationFailed)
        }
    }
}
