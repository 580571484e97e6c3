import SwiftSyntax

/// `#if` conditions around top-level declarations, evaluated against the selected platform:
/// `DEBUG` is on, `os(…)` and `canImport(UIKit|AppKit|WatchKit)` follow the idiom, other modules,
/// `swift(…)`, `compiler(…)` and `targetEnvironment(simulator)` are taken as present.
enum CompilationConditions {
    /// The declarations of the clause that is compiled, or nil when none is.
    static func activeClause(_ ifConfig: IfConfigDeclSyntax, in environment: SourceEnvironment) -> IfConfigClauseSyntax? {
        for clause in ifConfig.clauses {
            guard let condition = clause.condition else { return clause }
            if isActive(condition, in: environment) { return clause }
        }
        return nil
    }

    static func isActive(_ expression: ExprSyntax, in environment: SourceEnvironment) -> Bool {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return isActive(only.expression, in: environment)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return !isActive(prefix.expression, in: environment)
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            let lhs = isActive(infix.leftOperand, in: environment)
            return op == "&&" ? lhs && isActive(infix.rightOperand, in: environment) : lhs || isActive(infix.rightOperand, in: environment)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            // Unfolded `a || b && c`: evaluated left to right, which the conditions FrameLab meets allow.
            var result = false
            var pending = "||"
            for element in sequence.elements {
                if let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text {
                    pending = op
                } else {
                    let value = isActive(element, in: environment)
                    result = pending == "&&" ? result && value : result || value
                }
            }
            return result
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text == "DEBUG" ? environment.isDebug : false
        }
        if let boolean = expression.as(BooleanLiteralExprSyntax.self) { return boolean.literal.text == "true" }
        guard let call = expression.as(FunctionCallExprSyntax.self),
              let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        let argument = call.arguments.first?.expression.trimmedDescription ?? ""
        switch function {
        case "os": return argument == environment.platformName
        case "canImport": return canImport(argument, in: environment)
        case "targetEnvironment": return argument == "simulator"
        case "swift", "compiler", "hasFeature", "hasAttribute": return true
        case "arch": return argument == "arm64"
        default: return false
        }
    }

    private static func canImport(_ module: String, in environment: SourceEnvironment) -> Bool {
        switch module {
        case "UIKit": [.phone, .pad, .tv, .vision].contains(environment.idiom)
        case "AppKit": environment.idiom == .mac
        case "WatchKit": environment.idiom == .watch
        default: true
        }
    }
}
