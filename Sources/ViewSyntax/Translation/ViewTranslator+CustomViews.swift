import LayoutCore
import SwiftSyntax

/// Views, modifiers and `extension View` methods defined in the source.
extension ViewTranslator {
    /// Builds an instance of a `View` struct and translates its body.
    mutating func instantiate(_ definition: ViewDefinition, call: FunctionCallExprSyntax?, at anchor: Syntax, _ scope: Scope) throws(TranslationIssue) -> ViewNode {
        let instance = try instanceScope(definition, call: call, at: anchor, scope)
        guard let body = definition.body else {
            throw TranslationIssue(definition.declaration.name, "'\(definition.name)' has no 'body' FrameLab can read")
        }
        let nodes = try withInstance(definition.name, at: anchor) { (translator) throws(TranslationIssue) in
            translator.content(body, scope: instance)
        }
        return Self.single(nodes, at: location(anchor))
    }

    mutating func withInstance<T>(_ name: String, at anchor: Syntax, _ work: (inout ViewTranslator) throws(TranslationIssue) -> T) throws(TranslationIssue) -> T {
        if instantiating.contains(name) {
            let cycle = (instantiating.drop { $0 != name } + [name]).joined(separator: " → ")
            throw TranslationIssue(anchor, "'\(name)' contains itself (\(cycle)); a recursive view cannot be laid out")
        }
        instantiating.append(name)
        defer { instantiating.removeLast() }
        return try work(&self)
    }

    /// The scope of an instance: its properties set from defaults, then the initializer.
    mutating func instanceScope(_ definition: ViewDefinition, call: FunctionCallExprSyntax?, at anchor: Syntax, _ scope: Scope) throws(TranslationIssue) -> Scope {
        var instance = Scope()
        for (name, computed) in definition.computed { instance[name] = .computed(computed) }
        for property in definition.properties {
            if let initializer = property.initializer {
                instance[property.name] = value(of: initializer, instance)
            } else {
                instance[property.name] = .unknown("'\(property.name)' is not set")
            }
        }
        if definition.initializers.isEmpty {
            let parameters = definition.memberwiseParameters
            let closureLabels = parameters.filter { $0.isClosure || $0.isViewBuilder }.map(\.name)
            let arguments = call.map { CallArguments($0, closureLabels: closureLabels) } ?? CallArguments()
            for item in arguments.items {
                guard let label = item.label, let property = parameters.first(where: { $0.name == label }) else {
                    throw TranslationIssue(item.anchor, "'\(definition.name)' has no parameter \(item.label.map { "'\($0):'" } ?? "without a label"); its memberwise initializer takes \(Self.describe(parameters.map(\.name)))")
                }
                if property.isViewBuilder, let closure = item.expression.as(ClosureExprSyntax.self) {
                    instance[label] = .views(try builderViews(closure, captured: scope, call: nil))
                } else {
                    instance[label] = value(of: item.expression, scope)
                }
            }
            for property in parameters where property.initializer == nil && arguments.labeled(property.name) == nil {
                if property.type?.is(OptionalTypeSyntax.self) == true || property.isWrapped { continue }
                throw TranslationIssue(call.map(Syntax.init) ?? anchor, "missing argument '\(property.name):' for '\(definition.name)'")
            }
            return instance
        }
        return try runInitializer(definition, call: call, at: anchor, instance: instance, scope)
    }

    private static func describe(_ names: [String]) -> String {
        names.isEmpty ? "no arguments" : names.map { "'\($0):'" }.joined(separator: ", ")
    }

    private mutating func runInitializer(_ definition: ViewDefinition, call: FunctionCallExprSyntax?, at anchor: Syntax, instance: Scope, _ scope: Scope) throws(TranslationIssue) -> Scope {
        let here = call.map(Syntax.init) ?? anchor
        let labels = Set((call?.arguments.compactMap { $0.label?.text } ?? []) + (call?.additionalTrailingClosures.map { $0.label.text } ?? []))
        let candidates = definition.initializers.filter { initializer in
            let parameters = initializer.signature.parameterClause.parameters
            let external = Set(parameters.map { $0.firstName.text })
            return labels.isSubset(of: external)
        }
        guard let initializer = candidates.first else {
            throw TranslationIssue(here, "no initializer of '\(definition.name)' takes these arguments")
        }
        let parameters = Array(initializer.signature.parameterClause.parameters)
        let closureLabels = parameters.filter { Self.isClosureParameter($0) }.map { $0.firstName.text }
        let arguments = call.map { CallArguments($0, closureLabels: closureLabels) } ?? CallArguments()
        var local = instance
        var positional = arguments.unlabeled.makeIterator()
        for parameter in parameters {
            let external = parameter.firstName.text
            let inner = (parameter.secondName ?? parameter.firstName).text
            let item = external == "_" ? positional.next() : arguments.labeled(external)
            if let item {
                local[inner] = value(of: item.expression, scope)
            } else if let fallback = parameter.defaultValue?.value {
                local[inner] = value(of: fallback, scope)
            } else {
                throw TranslationIssue(here, "missing argument '\(external):' for '\(definition.name)'")
            }
        }
        var result = instance
        for item in initializer.body?.statements ?? [] {
            try initializerStatement(item, local: &local, instance: &result, definition)
        }
        return result
    }

    private static func isClosureParameter(_ parameter: FunctionParameterSyntax) -> Bool {
        var type = parameter.type
        if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
        return type.is(FunctionTypeSyntax.self)
            || parameter.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "ViewBuilder" }
    }

    private mutating func initializerStatement(_ item: CodeBlockItemSyntax, local: inout Scope, instance: inout Scope, _ definition: ViewDefinition) throws(TranslationIssue) {
        let expression: ExprSyntax?
        switch item.item {
        case .expr(let e): expression = e
        case .stmt(let statement): expression = statement.as(ExpressionStmtSyntax.self)?.expression
        case .decl(let decl):
            if let variable = decl.as(VariableDeclSyntax.self) { bind(variable, in: &local) }
            return
        }
        guard let assignment = expression?.as(InfixOperatorExprSyntax.self), assignment.operator.is(AssignmentExprSyntax.self) else {
            warn(item, "FrameLab ignores this statement of '\(definition.name).init'")
            return
        }
        var target = assignment.leftOperand.trimmedDescription
        if target.hasPrefix("self.") { target.removeFirst(5) }
        if target.hasPrefix("_") { target.removeFirst() }
        let value: ScopeValue
        if let call = assignment.rightOperand.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
            let callee = call.calledExpression.as(DeclReferenceExprSyntax.self), case .viewBuilder(let closure, let captured)? = local[callee.baseName.text]
        {
            value = .views(try builderViews(closure, captured: captured, call: nil))
        } else {
            value = self.value(of: assignment.rightOperand, local)
        }
        instance[target] = value
        local[target] = value
    }

    /// `.modifier(SomeModifier(…))`: the modifier's `body(content:)` with `content` bound to the receiver.
    mutating func customModifier(_ call: FunctionCallExprSyntax, receiver: ViewNode, _ scope: Scope) throws(TranslationIssue) -> ViewNode {
        guard let argument = call.arguments.first?.expression.as(FunctionCallExprSyntax.self),
            let name = argument.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        else {
            throw TranslationIssue(call, "FrameLab reads '.modifier(Name(…))' where Name is a ViewModifier defined in the source")
        }
        guard let definition = definitions[name], definition.role == .modifier, let body = definition.body else {
            throw TranslationIssue(argument, "FrameLab does not know the ViewModifier '\(name)'; define it in the source")
        }
        var instance = try instanceScope(definition, call: argument, at: Syntax(argument), scope)
        instance[definition.contentParameter] = .views([receiver])
        let nodes = try withInstance(name, at: Syntax(argument)) { (translator) throws(TranslationIssue) in
            translator.content(body, scope: instance)
        }
        return Self.single(nodes, at: receiver.location)
    }

    /// A method of `extension View` used as a modifier; `self` is the receiver.
    mutating func extensionModifier(_ function: FunctionDeclSyntax, call: FunctionCallExprSyntax, receiver: ViewNode, _ scope: Scope) throws(TranslationIssue) -> ViewNode {
        var scopeInside = Scope()
        scopeInside["self"] = .views([receiver])
        let parameters = Array(function.signature.parameterClause.parameters)
        let arguments = CallArguments(call, closureLabels: parameters.filter { Self.isClosureParameter($0) }.map { $0.firstName.text })
        var positional = arguments.unlabeled.makeIterator()
        for parameter in parameters {
            let external = parameter.firstName.text
            let inner = (parameter.secondName ?? parameter.firstName).text
            if let item = external == "_" ? positional.next() : arguments.labeled(external) {
                scopeInside[inner] = value(of: item.expression, scope)
            } else if let fallback = parameter.defaultValue?.value {
                scopeInside[inner] = value(of: fallback, scope)
            }
        }
        let name = function.name.text
        let nodes = try withInstance(name, at: Syntax(call)) { (translator) throws(TranslationIssue) in
            translator.content(function.body?.statements ?? [], scope: scopeInside)
        }
        return Self.single(nodes, at: receiver.location)
    }
}
