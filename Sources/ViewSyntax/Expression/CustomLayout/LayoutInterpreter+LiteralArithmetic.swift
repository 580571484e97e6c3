import LayoutCore
import SwiftSyntax

/// Arithmetic on literals alone under a floating-point declared type, where Swift infers every
/// integer literal as that type (`let half: CGFloat = 1 / 2` is 0.5, not 0).
extension LayoutInterpreter {
    static let floatingTypes: Set<String> = ["CGFloat", "Double", "Float"]

    /// Whether `expression` is number literals joined by `+ - * /`, parentheses and prefix minus.
    static func isLiteralArithmetic(_ expression: ExprSyntax) -> Bool {
        if expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self) { return true }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return only.label == nil && isLiteralArithmetic(only.expression)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            return prefix.operator.text == "-" && isLiteralArithmetic(prefix.expression)
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
            return ["+", "-", "*", "/"].contains(op.operator.text) && isLiteralArithmetic(infix.leftOperand) && isLiteralArithmetic(infix.rightOperand)
        }
        return false
    }

    /// Evaluates literal arithmetic (see `isLiteralArithmetic`) in floating point.
    mutating func evaluateFloating(_ expression: ExprSyntax) throws(CustomLayoutError) -> LayoutValue {
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            return .double(try number(try evaluate(ExprSyntax(integer)), integer))
        }
        if let tuple = expression.as(TupleExprSyntax.self), let only = tuple.elements.first {
            return try evaluateFloating(only.expression)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            return .double(-(try number(try evaluateFloating(prefix.expression), prefix)))
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
            let left = try number(try evaluateFloating(infix.leftOperand), infix.leftOperand)
            let right = try number(try evaluateFloating(infix.rightOperand), infix.rightOperand)
            switch op.operator.text {
            case "+": return .double(left + right)
            case "-": return .double(left - right)
            case "*": return .double(left * right)
            default: return .double(left / right)
            }
        }
        return try evaluate(expression)
    }
}
