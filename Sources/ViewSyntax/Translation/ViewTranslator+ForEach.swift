import LayoutCore
import SwiftSyntax

/// `ForEach` (and `List(data) { … }`): the content repeated once per element.
extension ViewTranslator {
    /// The elements of a `ForEach` data argument: their values where FrameLab can see them.
    enum Elements {
        case values([ScopeValue])
        case unknown(count: Int)
    }

    mutating func forEach(_ call: FunctionCallExprSyntax, at here: LayoutCore.SourceLocation, _ scope: Scope) throws(TranslationIssue) -> ViewNode {
        let arguments = CallArguments(call, closureLabels: ["content"])
        checkArguments(arguments, allowed: ["id", "content"], unlabeled: 1, of: "ForEach")
        guard let data = arguments.unlabeled.first(where: { !$0.isTrailingClosure }) else {
            throw TranslationIssue(call, "ForEach needs data: ForEach(0..<10) { i in … }", id: SourceMessages.missingArgument)
        }
        if arguments.closure("content") == nil, let function = arguments.labeled("content")?.expression, Self.isFunctionReference(function) {
            // `ForEach(items, content: rowView)`, `ForEach(items, id: \.self, content: Row.init)`.
            let children = try repeated(applying: function, over: elements(of: data.expression, scope), scope)
            return ViewNode(.forEach, children: children, location: here)
        }
        guard let closure = arguments.closure("content") else {
            throw TranslationIssue(call, "ForEach needs a content closure", id: SourceMessages.missingArgument)
        }
        let children = try repeated(closure, over: elements(of: data.expression, scope), scope)
        return ViewNode(.forEach, children: children, location: here)
    }

    /// The views of a function or initializer passed as the content, called once per element as
    /// `{ function($0) }` is; the diagnostics of the first call only, as for a closure.
    mutating func repeated(applying function: ExprSyntax, over elements: Elements, _ scope: Scope) throws(TranslationIssue) -> [ViewNode] {
        let values: [ScopeValue]
        switch elements {
        case .values(let known): values = known
        case .unknown(let count): values = Array(repeating: .opaque(typeName: "an element of a collection FrameLab cannot see"), count: count)
        }
        var copies: [ViewNode] = []
        for (index, value) in values.enumerated() {
            let before = issues.count
            guard let views = try appliedViews(function, to: value, scope) else {
                throw TranslationIssue(function, "FrameLab cannot call '\(Self.short(function))' for each element; write a closure: { \(Self.short(function))($0) }", id: SourceMessages.notAView)
            }
            if index > 0 { issues.removeSubrange(before...) }
            let count = views.reduce(0) { $0 + $1.nodeCount }
            if expandedNodes + count > options.maxNodes {
                throw TranslationIssue(function, "ForEach would create more than the limit of \(options.maxNodes) nodes; use a smaller range or raise the limit (TranslationOptions.maxNodes)", id: SourceMessages.tooLarge)
            }
            expandedNodes += count
            copies.append(contentsOf: views)
        }
        return copies
    }

    mutating func elements(of expression: ExprSyntax, _ scope: Scope) throws(TranslationIssue) -> Elements {
        if let range = expression.as(InfixOperatorExprSyntax.self),
            let op = range.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "..<" || op == "..."
        {
            let lower: Int
            let upper: Int
            do throws(TranslationIssue) {
                lower = try integer(CallArguments.Item(label: nil, expression: range.leftOperand, isTrailingClosure: false, anchor: Syntax(range.leftOperand)), scope)
                upper = try integer(CallArguments.Item(label: nil, expression: range.rightOperand, isTrailingClosure: false, anchor: Syntax(range.rightOperand)), scope)
            } catch where error.isUnknownValue {
                return unseen(expression)
            }
            let end = op == "..<" ? upper : upper + 1
            let count = max(0, end - lower)
            if count > options.maxNodes {
                throw TranslationIssue(expression, "ForEach over '\(expression.sourceText)' would repeat its content \(count) times, more than the limit of \(options.maxNodes) nodes; use a smaller range or raise the limit (TranslationOptions.maxNodes)", id: SourceMessages.tooLarge)
            }
            if end <= lower { return .values([]) }
            return .values((lower..<end).map { .value(.number(Double($0))) })
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            return .values(array.elements.map { value(of: $0.expression, scope) })
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), case .array(let values)? = scope[reference.baseName.text] {
            return .values(values)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("$"),
            case .array(let values)? = scope[String(reference.baseName.text.dropFirst())]
        {
            // `ForEach($items) { $item in … }`: the binding's elements are the array's (they were ten
            // stand-in copies of an unseen collection).
            return .values(values)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return try elements(of: only.expression, scope)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.sourceText == "Array",
            let only = call.arguments.first, call.arguments.count == 1
        {
            return try elements(of: only.expression, scope)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let repeated = try repeatedElements(call, scope) {
            return repeated
        }
        switch resolve(expression, scope) {
        case .array(let values)?: return .values(values)
        case .dictionary(let entries)?: return .values(entries.map(ScopeValue.pair))
        case .opaque?: return .unknown(count: options.forEachDefaultCount)
        default: return unseen(expression)
        }
    }

    /// `Array(repeating: x, count: n)` and `repeatElement(x, count: n)`: `n` copies of `x`. A
    /// negative count stops a Swift app, and one past `maxNodes` is refused like a range.
    private mutating func repeatedElements(_ call: FunctionCallExprSyntax, _ scope: Scope) throws(TranslationIssue) -> Elements? {
        let name = call.calledExpression.sourceText
        let arguments = Array(call.arguments)
        guard name == "Array" || name == "repeatElement", arguments.count == 2, arguments[1].label?.text == "count",
              arguments[0].label?.text == (name == "Array" ? "repeating" : nil) else { return nil }
        let countExpression = arguments[1].expression
        let count: Int
        do throws(TranslationIssue) {
            count = try integer(CallArguments.Item(label: "count", expression: countExpression, isTrailingClosure: false, anchor: Syntax(countExpression)), scope)
        } catch where error.isUnknownValue {
            return unseen(ExprSyntax(call))
        }
        if count < 0 {
            throw TranslationIssue(countExpression, "\(name)(…, count: \(count)): a negative count stops a Swift app; use 0 or more", id: SourceMessages.invalidArgument)
        }
        if count > options.maxNodes {
            throw TranslationIssue(countExpression, "ForEach over \(name)(…, count: \(count)) would repeat its content \(count) times, more than the limit of \(options.maxNodes) nodes; use a smaller count or raise the limit (TranslationOptions.maxNodes)", id: SourceMessages.tooLarge)
        }
        return .values(Array(repeating: value(of: arguments[0].expression, scope), count: count))
    }

    private mutating func unseen(_ expression: ExprSyntax) -> Elements {
        guard warnedPositions.insert(expression.positionAfterSkippingLeadingTrivia).inserted else { return .unknown(count: options.forEachDefaultCount) }
        note(expression, SourceMessages.forEachCountAssumed, "FrameLab cannot see the elements of '\(Self.short(expression))'; it repeats the content \(options.forEachDefaultCount) times (set forEachDefaultCount to change this)")
        return .unknown(count: options.forEachDefaultCount)
    }

    mutating func repeated(_ closure: ClosureExprSyntax, over elements: Elements, _ scope: Scope) throws(TranslationIssue) -> [ViewNode] {
        let values: [ScopeValue]
        switch elements {
        case .values(let known): values = known
        case .unknown(let count): values = Array(repeating: .opaque(typeName: "an element of a collection FrameLab cannot see"), count: count)
        }
        guard let firstValue = values.first else { return [] }
        let parameters = Set(Self.parameterNames(closure).filter { $0 != "_" })
        let usesParameter = !parameters.isEmpty && closure.statements.tokens(viewMode: .sourceAccurate).contains { parameters.contains($0.text) }
        let first = try builderViews(closure, captured: scope, call: nil, arguments: [firstValue])
        let perCopy = first.reduce(0) { $0 + $1.nodeCount }
        let total = perCopy * values.count
        if expandedNodes + total > options.maxNodes {
            throw TranslationIssue(closure, "ForEach would create \(total) nodes, more than the limit of \(options.maxNodes); use a smaller range or raise the limit (TranslationOptions.maxNodes)", id: SourceMessages.tooLarge)
        }
        expandedNodes += total
        guard usesParameter else {
            var copies: [ViewNode] = []
            copies.reserveCapacity(first.count * values.count)
            for _ in values { copies.append(contentsOf: first) }
            return copies
        }
        if let others = copiesChangingTexts(first, closure, over: values.dropFirst(), firstValue: firstValue, scope) {
            return first + others
        }
        var copies = first
        for value in values.dropFirst() {
            let before = issues.count
            copies.append(contentsOf: try builderViews(closure, captured: scope, call: nil, arguments: [value]))
            issues.removeSubrange(before...)
        }
        return copies
    }
}
