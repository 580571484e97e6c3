import SwiftSyntax

/// A view's computed property of a number used in an argument: `private var stepSize: CGFloat {
/// 32 }`, `var offsetY: CGFloat { if count == 0 { return 215 } else { return 110 + 70 * count } }`
/// in `.frame(width: stepSize)`. Such a property was "a value FrameLab cannot know (it is a view)",
/// so the frame was dropped (a design system's stepper circles 16×28 instead of 32×32, issue 26's
/// wave-7 sample). Its body runs as a closure called where it is read, with the view's names
/// around it; a property that reads itself, or that FrameLab cannot compute, stays unknown and
/// is named as a computed property in the warning, not as a view.
extension ViewTranslator {
    /// What an argument's evaluator knows of `name` when it is a computed property with no
    /// parameters whose body is not a view: its value, or why it cannot be known; nil for any
    /// other name (the scope answers as before).
    func computedPropertyValue(_ name: String, _ scope: Scope) -> OuterName? {
        guard case .computed(let property)? = scope[name], property.parameters == nil else { return nil }
        if let only = Self.singleExpression(property.statements), looksLikeView(only, scope) { return nil }
        // The property is not visible inside its own body: a property that reads itself is unknown.
        var inner = scope
        inner[name] = .unknown("it is a computed property that reads itself")
        // One expression is evaluated as an argument is (`UIFontMetrics…`, a ternary on data); an
        // `if` or `switch` of returns, or several statements, run as a closure's body.
        if let only = Self.singleExpression(property.statements), !only.is(IfExprSyntax.self), !only.is(SwitchExprSyntax.self) {
            guard let value = try? evaluate(only, inner) else { return .unknown(Self.uncomputedProperty) }
            return .value(value)
        }
        let closure = ClosureExprSyntax(statements: property.statements)
        let call = FunctionCallExprSyntax(
            calledExpression: ExprSyntax(closure), leftParen: .leftParenToken(), arguments: [], rightParen: .rightParenToken())
        guard let value = try? evaluate(ExprSyntax(call), inner) else {
            return .unknown(Self.uncomputedProperty)
        }
        return .value(value)
    }

    private static let uncomputedProperty = "it is a computed property FrameLab cannot evaluate"
}
