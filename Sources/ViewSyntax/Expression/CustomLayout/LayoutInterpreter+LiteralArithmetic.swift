import LayoutCore
import SwiftSyntax

/// Swift's typing of integer literals from their context: arithmetic on literals alone takes the
/// type the context needs (`let half: CGFloat = 1 / 2` is 0.5, not 0), so does a literal operand
/// next to a CGFloat (`point.x + 1 / 2`, `width * (1 / 2)`), a literal argument of a CGFloat
/// parameter (`f(1 / 2)`), a literal returned from a function returning CGFloat and the elements
/// of a `[CGFloat]` array literal. Without such a context the literals are Ints, as in Swift:
/// `CGFloat(1 / 2)` is 0, and `CGPoint(x: 1 / 2, y: 0)` takes CGPoint's Int initializer.
extension LayoutInterpreter {
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

    /// Whether literal arithmetic holds a floating literal (`0.5`), which types all its literals as Double.
    static func containsFloatLiteral(_ expression: ExprSyntax) -> Bool {
        if expression.is(FloatLiteralExprSyntax.self) { return true }
        if let tuple = expression.as(TupleExprSyntax.self), let only = tuple.elements.first { return containsFloatLiteral(only.expression) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) { return containsFloatLiteral(prefix.expression) }
        if let infix = expression.as(InfixOperatorExprSyntax.self) {
            return containsFloatLiteral(infix.leftOperand) || containsFloatLiteral(infix.rightOperand)
        }
        return false
    }

    /// Whether a value is a CGFloat/Double for the literals next to it.
    static func isFloating(_ value: SwiftValue) -> Bool {
        switch value {
        case .number: true
        case .implicit(let name): SwiftBuiltins.floatingConstant(name) != nil && name != "zero"
        default: false
        }
    }

    /// Literal arithmetic with its integer literals as CGFloats when `floating`.
    mutating func evaluateLiteral(_ expression: ExprSyntax, floating: Bool) throws(CustomLayoutError) -> SwiftValue {
        guard floating else { return try evaluate(expression) }
        let saved = integerLiteralsAreFloating
        integerLiteralsAreFloating = true
        defer { integerLiteralsAreFloating = saved }
        return try evaluate(expression)
    }

    /// `expression` given the declared `type`: literal arithmetic under a floating type is evaluated
    /// with every integer literal as that type, as Swift infers it; an array literal under `[T]`
    /// element by element; the value is then coerced.
    mutating func evaluate(_ expression: ExprSyntax, as type: String) throws(CustomLayoutError) -> SwiftValue {
        let bare = type.hasSuffix("?") ? String(type.dropLast()) : type
        if bare.hasPrefix("["), bare.hasSuffix("]"), !bare.contains(":"), let array = expression.as(ArrayExprSyntax.self) {
            let element = String(bare.dropFirst().dropLast())
            var items: [SwiftValue] = []
            for item in array.elements { items.append(try evaluate(item.expression, as: element)) }
            return .array(items)
        }
        if SwiftBuiltins.floatingTypes.contains(bare), let ternary = expression.as(TernaryExprSyntax.self) {
            // `let v: CGFloat = c ? 1 / 2 : x`: each branch takes the declared type.
            let condition = try bool(try evaluate(ternary.condition), ternary.condition)
            return try evaluate(condition ? ternary.thenExpression : ternary.elseExpression, as: type)
        }
        guard SwiftBuiltins.floatingTypes.contains(bare), Self.isLiteralArithmetic(expression) else {
            return coerce(try evaluate(expression), to: type)
        }
        return coerce(try evaluateLiteral(expression, floating: true), to: type)
    }

    /// `c ? 1 / 2 : x` with no declared type: Swift gives both branches one type, so when the
    /// branch taken is literal arithmetic and the other is a CGFloat (`x`, `-0.5`), its literals are
    /// CGFloats (0.5); next to Int literals they stay Ints. The other branch is evaluated on a copy
    /// of the interpreter, so it changes nothing.
    mutating func ternaryValue(_ ternary: TernaryExprSyntax) throws(CustomLayoutError) -> SwiftValue {
        let condition = try bool(try evaluate(ternary.condition), ternary.condition)
        let (taken, other) = condition ? (ternary.thenExpression, ternary.elseExpression) : (ternary.elseExpression, ternary.thenExpression)
        guard Self.isLiteralArithmetic(taken) else { return try evaluate(taken) }
        var probe = self
        let floating = (try? probe.evaluate(other)).map(Self.isFloating) ?? false
        steps = probe.steps
        return try evaluateLiteral(taken, floating: floating)
    }

    /// An argument's value for a parameter of `type`: literal arithmetic is evaluated again with
    /// CGFloat literals when the parameter is floating.
    mutating func argumentValue(_ argument: Argument, as type: String) throws(CustomLayoutError) -> SwiftValue {
        guard argument.isLiteral else { return coerce(argument.value, to: type) }
        return try evaluate(argument.node, as: type)
    }

    /// The arguments of a call to SwiftUI or Core Graphics, with literal arithmetic typed as Swift
    /// picks the overload: CGFloat where the function takes only floating values (`sqrt`,
    /// `UnitPoint`, `Angle`, `ProposedViewSize`), CGFloat where another argument already is one
    /// for the overloaded ones (`CGPoint`, `CGSize`, `CGRect`, `max`, `min`), else Int.
    mutating func typedLiterals(_ name: String, _ args: [Argument]) throws(CustomLayoutError) -> [Argument] {
        guard args.contains(where: \.isLiteral) else { return args }
        let floatingOnly: Set<String> = ["UnitPoint", "ProposedViewSize", "Angle", "CGAffineTransform"]
        let overloaded: Set<String> = ["CGPoint", "CGSize", "CGRect", "max", "min"]
        let floating = floatingOnly.contains(name) || BuiltinFunction(rawValue: name).map { $0.isCallableByName && $0.isFloatingOnly } == true
            || (overloaded.contains(name) && args.contains { !$0.isLiteral && Self.isFloating($0.value) })
        guard floating else { return args }
        var typed = args
        for k in typed.indices where typed[k].isLiteral {
            typed[k].value = try evaluateLiteral(typed[k].node, floating: true)
        }
        return typed
    }
}
