import LayoutCore
import SwiftSyntax

/// `if`, `if let`, `if case`, `switch` and ternaries: the branch the values choose, recorded on the
/// chosen views for `:why`.
extension ViewTranslator {
    /// The truth of a condition, or nil when FrameLab cannot know it.
    mutating func truth(_ expression: ExprSyntax, _ scope: Scope) -> Bool? {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return truth(only.expression, scope)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return truth(prefix.expression, scope).map { !$0 }
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            switch op {
            case "&&":
                guard let lhs = truth(infix.leftOperand, scope) else { return nil }
                return lhs ? truth(infix.rightOperand, scope) : false
            case "||":
                guard let lhs = truth(infix.leftOperand, scope) else { return nil }
                return lhs ? true : truth(infix.rightOperand, scope)
            case "==", "!=", "<", "<=", ">", ">=":
                if let order = compare(infix.leftOperand, infix.rightOperand, scope) {
                    switch op {
                    case "==": return order == 0
                    case "!=": return order != 0
                    case "<": return order < 0
                    case "<=": return order <= 0
                    case ">": return order > 0
                    default: return order >= 0
                    }
                }
            default: break
            }
        }
        if let value = try? evaluate(expression, scope), case .bool(let flag) = value { return flag }
        switch resolve(expression, scope) {
        case .value(.bool(let flag))?: return flag
        case .opaque?, .nilValue?: return false
        default: return nil
        }
    }

    /// -1, 0 or 1 for two values FrameLab can see (enum cases compare by name, or by declaration
    /// order where it knows it); nil otherwise. Only 0 and "not 0" are meaningful without an order.
    private mutating func compare(_ lhs: ExprSyntax, _ rhs: ExprSyntax, _ scope: Scope) -> Int? {
        guard let left = comparable(lhs, scope), let right = comparable(rhs, scope) else { return nil }
        switch (left, right) {
        case (.value(.number(let a)), .value(.number(let b))): return a < b ? -1 : a == b ? 0 : 1
        case (.value(let a), .value(let b)): return a == b ? 0 : 1
        case (.string(let a), .string(let b)): return a < b ? -1 : a == b ? 0 : 1
        case (.enumCase(let typeA, let a), .enumCase(let typeB, let b)):
            let order = Self.caseOrder(typeA ?? typeB) ?? typeA.flatMap { dataTypes[$0]?.cases } ?? typeB.flatMap { dataTypes[$0]?.cases }
            if let order, let i = order.firstIndex(of: a), let j = order.firstIndex(of: b) { return i < j ? -1 : i == j ? 0 : 1 }
            return a == b ? 0 : 1
        case (.nilValue, .nilValue): return 0
        case (.nilValue, _), (_, .nilValue): return 1
        case (.opaque, _), (_, .opaque): return 1
        default: return nil
        }
    }

    private mutating func comparable(_ expression: ExprSyntax, _ scope: Scope) -> ScopeValue? {
        // `UIDevice.current.userInterfaceIdiom`, a `static let` of the source: its value, not the
        // case named by its last word (which made `… == .pad` silently false on every device).
        if let known = staticValues[expression.trimmedDescription] {
            if case .implicit(let name) = known { return .enumCase(typeName: nil, name: name) }
            return .value(known)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.sourceText,
            base.first?.isUppercase == true, scope[base] == nil, dataTypes[base] == nil
        {
            return .enumCase(typeName: base, name: member.declName.baseName.text)
        }
        return resolve(expression, scope)
    }

    /// Case order of the SwiftUI enums FrameLab reads from the environment.
    private static func caseOrder(_ typeName: String?) -> [String]? {
        switch typeName {
        case "DynamicTypeSize": DynamicTypeSize.allCases.map(\.rawValue)
        case "UserInterfaceSizeClass": SizeClass.allCases.map(\.rawValue)
        default: nil
        }
    }

    /// A condition FrameLab cannot know takes the first branch, with a warning.
    mutating func condition(_ expression: ExprSyntax, _ scope: Scope) throws(TranslationIssue) -> Bool {
        if let holds = truth(expression, scope) { return holds }
        do throws(TranslationIssue) {
            if case .bool(let flag) = try evaluate(expression, scope) { return flag }
            throw TranslationIssue(expression, "the condition '\(expression.sourceText)' is not a Bool", id: SourceMessages.invalidArgument)
        } catch where error.isUnknownValue {
            warnUnknown(expression, "FrameLab cannot evaluate the condition '\(Self.short(expression))'; it lays out the first branch")
            return true
        }
    }

    /// What decided a condition, for `:why`: the condition as written, its truth and the
    /// environment values it read.
    func choiceText(_ condition: some SyntaxProtocol, holds: Bool, _ scope: Scope) -> String {
        let names = Set(condition.tokens(viewMode: .sourceAccurate).map(\.text))
        let sources = scope.environmentSources.filter { names.contains($0.key) }.sorted { $0.key < $1.key }.map(\.value)
        var text = "\(condition.sourceText) is \(holds)"
        if !sources.isEmpty { text += ": " + sources.joined(separator: ", ") }
        return text
    }

    /// Marks the views a branch produced with the choice that selected them (an inner choice is kept first).
    static func chosen(_ nodes: [ViewNode], by text: String) -> [ViewNode] {
        nodes.map { node in
            var node = node
            node.choice = BranchChoice(node.choice.map { "\(text); then \($0.text)" } ?? text)
            return node
        }
    }

    mutating func ifViews(_ ifExpr: IfExprSyntax, _ scope: Scope) throws(TranslationIssue) -> [ViewNode] {
        var branchScope = scope
        var holds = true
        var known = true
        for element in ifExpr.conditions {
            switch element.condition {
            case .expression(let expression):
                if let value = truth(expression, scope) {
                    holds = value
                } else {
                    known = false
                    holds = try condition(expression, scope)
                }
            case .optionalBinding(let binding):
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { break }
                let bound = binding.initializer.map { resolve($0.value, scope) } ?? scope[name]
                switch bound {
                case .nilValue?:
                    holds = false
                case let value?:
                    branchScope[name] = value
                case nil:
                    known = false
                    warnUnknown(element, "FrameLab cannot know whether '\(Self.short(binding))' has a value; it lays out the first branch")
                    branchScope[name] = .unknown("FrameLab cannot see its value")
                }
            case .matchingPattern(let pattern):
                let subject = resolve(pattern.initializer.value, scope)
                if case .enumCase(_, let name)? = subject, let wanted = Self.caseName(pattern.pattern) {
                    holds = name == wanted
                    Self.bindPayload(pattern.pattern, in: &branchScope)
                } else if case .nilValue? = subject {
                    holds = false
                } else {
                    known = false
                    Self.bindPayload(pattern.pattern, in: &branchScope)
                }
            case .availability(let availability):
                if let available = CompilationConditions.isAvailable(availability, in: options.environment) { holds = available }
            }
            if !holds { break }
        }
        let text = known ? choiceText(ifExpr.conditions, holds: holds, scope) : nil
        if holds {
            let nodes = content(ifExpr.body.statements, scope: branchScope)
            return text.map { Self.chosen(nodes, by: $0) } ?? nodes
        }
        let nodes: [ViewNode]
        switch ifExpr.elseBody {
        case .ifExpr(let nested): nodes = try ifViews(nested, scope)
        case .codeBlock(let block): nodes = content(block.statements, scope: scope)
        case nil: nodes = []
        }
        return text.map { Self.chosen(nodes, by: $0) } ?? nodes
    }

    /// `.loaded` in `case .loaded(let items)` or `case .loaded = state`.
    private static func caseName(_ pattern: PatternSyntax) -> String? {
        guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
        var callee = expression
        if let call = expression.as(FunctionCallExprSyntax.self) { callee = call.calledExpression }
        return callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// `case .loaded(let items)`, `case let .loaded(items)`: the payload names get placeholders
    /// FrameLab cannot see into.
    private static func bindPayload(_ pattern: PatternSyntax, in scope: inout Scope) {
        let bindsAll = pattern.is(ValueBindingPatternSyntax.self)
        for token in pattern.tokens(viewMode: .sourceAccurate) {
            guard case .identifier = token.tokenKind else { continue }
            let isPattern = token.parent?.is(IdentifierPatternSyntax.self) == true
            let isArgument = bindsAll && token.parent?.is(DeclReferenceExprSyntax.self) == true && token.parent?.parent?.is(LabeledExprSyntax.self) == true
            if isPattern || isArgument { scope[token.text] = .opaque(typeName: "the payload '\(token.text)'") }
        }
    }

    mutating func switchViews(_ switchExpr: SwitchExprSyntax, _ scope: Scope) throws(TranslationIssue) -> [ViewNode] {
        let subject = comparableSubject(switchExpr.subject, scope)
        if subject == nil {
            warnUnknown(switchExpr.subject, "FrameLab cannot evaluate '\(Self.short(switchExpr.subject))'; it lays out the first case")
        }
        for element in switchExpr.cases {
            guard case .switchCase(let switchCase) = element else { continue }
            switch switchCase.label {
            case .default:
                let nodes = content(switchCase.statements, scope: scope)
                return subject == nil ? nodes : Self.chosen(nodes, by: "switch \(switchExpr.subject.sourceText): default" + choiceSources(switchExpr.subject, scope))
            case .case(let label):
                guard let subject else { return content(switchCase.statements, scope: scope) }
                for item in label.caseItems where matches(item.pattern, subject, scope) {
                    var caseScope = scope
                    Self.bindPayload(item.pattern, in: &caseScope)
                    let nodes = content(switchCase.statements, scope: caseScope)
                    return Self.chosen(nodes, by: "switch \(switchExpr.subject.sourceText): case \(item.pattern.sourceText)" + choiceSources(switchExpr.subject, scope))
                }
            }
        }
        return []
    }

    private func choiceSources(_ subject: ExprSyntax, _ scope: Scope) -> String {
        let names = Set(subject.tokens(viewMode: .sourceAccurate).map(\.text))
        let sources = scope.environmentSources.filter { names.contains($0.key) }.sorted { $0.key < $1.key }.map(\.value)
        return sources.isEmpty ? "" : ": " + sources.joined(separator: ", ")
    }

    private mutating func comparableSubject(_ expression: ExprSyntax, _ scope: Scope) -> ScopeValue? {
        if let value = resolve(expression, scope) {
            if case .unknown = value { return nil }
            return value
        }
        return (try? evaluate(expression, scope)).map(ScopeValue.value)
    }

    private mutating func matches(_ pattern: PatternSyntax, _ subject: ScopeValue, _ scope: Scope) -> Bool {
        if case .enumCase(_, let name) = subject { return Self.caseName(pattern) == name }
        if case .opaque = subject { return true }
        guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return true }
        if let range = expression.as(InfixOperatorExprSyntax.self),
            let op = range.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "..<" || op == "...",
            case .value(.number(let number)) = subject,
            case .number(let low)? = try? evaluate(range.leftOperand, scope), case .number(let high)? = try? evaluate(range.rightOperand, scope)
        {
            return number >= low && (op == "..<" ? number < high : number <= high)
        }
        guard let value = resolve(expression, scope) else { return false }
        switch (subject, value) {
        case (.value(let a), .value(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.nilValue, .nilValue): return true
        default: return false
        }
    }
}
