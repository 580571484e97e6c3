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

    /// `expression` given the declared `type`: literal arithmetic under a floating type is evaluated
    /// with every integer literal as that type, as Swift infers it; the value is then coerced.
    mutating func evaluate(_ expression: ExprSyntax, as type: String) throws(CustomLayoutError) -> LayoutValue {
        guard Self.floatingTypes.contains(type), Self.isLiteralArithmetic(expression) else {
            return coerce(try evaluate(expression), to: type)
        }
        integerLiteralsAreFloating = true
        defer { integerLiteralsAreFloating = false }
        return coerce(try evaluate(expression), to: type)
    }
}
