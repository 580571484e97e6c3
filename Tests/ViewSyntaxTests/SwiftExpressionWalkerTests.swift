import SwiftSyntax
import Testing
@testable import ViewSyntax

/// The one walk over Swift expressions (`SwiftEvaluationStrategy.walk`, docs/evaluator.md): it
/// decides the form of each expression and the strategy gives the form its meaning. A strategy that
/// writes down the form it is asked for shows what the walk decides: parentheses are the expression
/// inside, a prefix operator's operand is walked before the operator is applied, literals are read
/// once (`NumberLiteral`) in the strategy's integer typing, and what no shared form covers reaches
/// `otherValue`.
@Suite struct SwiftExpressionWalkerTests {
    private struct Unreadable: Error, Equatable { var text: String }

    private struct FormRecorder: SwiftEvaluationStrategy {
        typealias Value = String
        typealias Failure = Unreadable

        var integersAsNumbers: Bool
        var visited = 0

        mutating func visit(_ expression: ExprSyntax) { visited += 1 }
        func literalValue(_ literal: SwiftValue, at node: ExprSyntax) -> String {
            switch literal {
            case .int(let value): "int \(value)"
            case .number(let value): "number \(value)"
            case .bool(let value): "bool \(value)"
            default: "literal"
            }
        }
        func failure(_ unreadable: UnreadableNumber) -> Unreadable { Unreadable(text: unreadable.node.trimmedDescription) }
        func nameValue(_ reference: DeclReferenceExprSyntax) -> String { "name \(reference.baseName.text)" }
        func memberValue(_ member: MemberAccessExprSyntax) -> String { "member \(member.trimmedDescription)" }
        func prefixValue(_ prefix: PrefixOperatorExprSyntax, operand: String) -> String { "\(prefix.operator.text)[\(operand)]" }
        mutating func infixValue(_ infix: InfixOperatorExprSyntax) throws(Unreadable) -> String {
            "[\(try walk(infix.leftOperand))] \(infix.operator.trimmedDescription) [\(try walk(infix.rightOperand))]"
        }
        mutating func ternaryValue(_ ternary: TernaryExprSyntax) throws(Unreadable) -> String {
            "if [\(try walk(ternary.condition))] then [\(try walk(ternary.thenExpression))] else [\(try walk(ternary.elseExpression))]"
        }
        func callValue(_ call: FunctionCallExprSyntax) -> String { "call \(call.calledExpression.trimmedDescription)" }
        func otherValue(_ expression: ExprSyntax) -> String { "other \(expression.kind)" }
    }

    /// The expression after `let x = ` in `source`, operator-folded as the translator reads it.
    private func expression(_ source: String) throws -> ExprSyntax {
        let session = TranslationSession(translator: SourceTranslator(containerKinds: []), source: "", fileName: "walk.swift")
        let context = try #require(session.parse("let x = \(source)", fileName: "walk.swift").0)
        let declaration = try #require(context.tree.statements.first?.item.as(VariableDeclSyntax.self))
        return try #require(declaration.bindings.first?.initializer?.value)
    }

    @Test func eachFormGoesToItsPartOfTheStrategy() throws {
        var recorder = FormRecorder(integersAsNumbers: true)
        let walked = try recorder.walk(expression("((1 + width)) * -s.h > 0 ? max(a, b) : [2]"))
        #expect(walked == "if [[[[number 1.0] + [name width]] * [-[member s.h]]] > [number 0.0]] then [call max] else [other arrayExpr]")
        // The walk visits every expression it decides, the two pairs of parentheses included:
        // ternary, `>`, `*`, `((…))`, `(…)`, `+`, 1, width, `-`, s.h, 0, max(a, b), [2] = 13.
        #expect(recorder.visited == 13)
    }

    @Test func integerLiteralsFollowTheStrategysTyping() throws {
        var compiled = FormRecorder(integersAsNumbers: true)
        var interpreted = FormRecorder(integersAsNumbers: false)
        #expect(try compiled.walk(expression("0x10")) == "number 16.0")
        #expect(try interpreted.walk(expression("0x10")) == "int 16")
        #expect(try interpreted.walk(expression("(true)")) == "bool true")
    }

    @Test func anUnreadableNumberIsTheStrategysFailure() throws {
        // An integer literal past Int's range has no Int value in the interpreter's typing.
        var recorder = FormRecorder(integersAsNumbers: false)
        let source = try expression("99999999999999999999")
        #expect(throws: Unreadable(text: "99999999999999999999")) { try recorder.walk(source) }
        var compiled = FormRecorder(integersAsNumbers: true)
        #expect(try compiled.walk(source) == "number 1e+20")
    }
}
