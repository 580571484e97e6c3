import LayoutCore
import SwiftParser
import SwiftSyntax

/// Views, modifiers and `extension View` methods defined in the source.
extension ViewTranslator {
    /// Builds an instance of a `View` struct and translates its body.
    mutating func instantiate(_ definition: ViewDefinition, call: FunctionCallExprSyntax?, at anchor: Syntax, _ scope: Scope, overrides: [String: ScopeValue] = [:]) throws(TranslationIssue) -> ViewNode {
        if definition.role == .representable { return try representable(definition, call: call, at: anchor) }
        let instance = try instanceScope(definition, call: call, at: anchor, scope, overrides: overrides)
        guard let body = definition.body else {
            throw TranslationIssue(definition.declaration.name, "'\(definition.name)' has no 'body' FrameLab can read", id: SourceMessages.noBody)
        }
        let nodes = try withInstance(definition.name, at: anchor) { (translator) throws(TranslationIssue) in
            translator.content(body, scope: instance)
        }
        return Self.single(nodes, at: location(anchor))
    }

    /// The view to lay out: `definition` instantiated with no call, its properties set from
    /// `overrides` (property name → Swift source, `TranslationOptions.argumentOverrides`), then
    /// their defaults, then placeholders synthesized from their types (see `placeholder(for:)`),
    /// reported in one note. `anchor` is where diagnostics about the overrides point (the
    /// definition's name, a preview's call). Use this for the root; calls in the source go through
    /// `instantiate(_:call:at:_:)`.
    mutating func instantiateRoot(_ definition: ViewDefinition, overrides: [String: String], at anchor: Syntax) throws(TranslationIssue) -> ViewNode {
        if definition.role == .representable { return try representable(definition, call: nil, at: anchor) }
        var values: [String: ScopeValue] = [:]
        let propertyNames = definition.properties.map(\.name)
        for (name, text) in overrides.sorted(by: { $0.key < $1.key }) {
            guard let property = definition.properties.first(where: { $0.name == name }) else {
                let suggestion = NameSuggestion.closest(to: name, in: propertyNames).map { "; did you mean '\($0)'?" } ?? ""
                warn(anchor, SourceMessages.argNotApplied, "'\(definition.name)' has no property '\(name)' for the argument \(name)=\(text)\(suggestion)")
                continue
            }
            let parsed = Parser.parse(source: text).statements
            guard parsed.count == 1, case .expr(let expression)? = parsed.first?.item, !expression.hasError else {
                warn(anchor, SourceMessages.argNotApplied, "the argument \(name)=\(text) is not a Swift expression; write it as in source: title=\"Inbox\", count=12, post=.sample")
                continue
            }
            let before = issues.count
            let value = value(of: expression, globals, expecting: property.type.map(Self.baseTypeName))
            issues.removeSubrange(before...)
            if case .unknown = value {
                warn(anchor, SourceMessages.argNotApplied, "FrameLab cannot evaluate the argument \(name)=\(text); '\(name)' gets a placeholder")
                continue
            }
            values[name] = value
        }
        return try instantiate(definition, call: nil, at: anchor, globals, overrides: values)
    }

    mutating func withInstance<T>(_ name: String, at anchor: Syntax, _ work: (inout ViewTranslator) throws(TranslationIssue) -> T) throws(TranslationIssue) -> T {
        if instantiating.contains(name) {
            let cycle = (instantiating.drop { $0 != name } + [name]).joined(separator: " → ")
            throw TranslationIssue(anchor, "'\(name)' contains itself (\(cycle)); a recursive view cannot be laid out", id: SourceMessages.recursiveView)
        }
        instantiating.append(name)
        defer { instantiating.removeLast() }
        return try work(&self)
    }

    /// The scope of an instance: its properties set from defaults, property wrappers and the
    /// environment, then the initializer's arguments, then overrides, then placeholders.
    mutating func instanceScope(_ definition: ViewDefinition, call: FunctionCallExprSyntax?, at anchor: Syntax, _ scope: Scope, overrides: [String: ScopeValue] = [:]) throws(TranslationIssue) -> Scope {
        var instance = globals
        for (name, computed) in dataTypes[definition.name]?.extensionMembers ?? [:] { instance[name] = .computed(computed) }
        for (name, computed) in definition.computed { instance[name] = .computed(computed) }
        var unset: [ViewDefinition.StoredProperty] = []
        for property in definition.properties {
            if let (value, source) = wrappedEnvironment(property) {
                instance[property.name] = value
                if let source { instance.environmentSources[property.name] = source }
            } else if let initializer = property.initializer {
                var initial = value(of: initializer, instance, expecting: property.type.map(Self.baseTypeName))
                // `@ScaledMetric var size = 20` grows with the Dynamic Type size, as text of its style does.
                if let wrapper = property.wrapper, case .value(.number(let number)) = initial,
                    let scaled = ScaledMetric.scaled(number, wrapper: wrapper, in: options.environment, at: translatedDynamicTypeSize)
                {
                    initial = .value(.number(scaled))
                }
                instance[property.name] = initial
            } else {
                instance[property.name] = .unknown("'\(property.name)' is not set")
                unset.append(property)
            }
        }
        var given = Set<String>()
        let callLabels = Set(Self.argumentLabels(call))
        if definition.initializers.isEmpty, !definition.extensionInitializers.contains(where: { Self.accepts($0, labels: callLabels) }) {
            let parameters = definition.memberwiseParameters
            let closureLabels = parameters.filter { $0.isClosure || $0.isViewBuilder }.map(\.name)
            let arguments = call.map { CallArguments($0, closureLabels: closureLabels) } ?? CallArguments()
            for item in arguments.items {
                guard let label = item.label, let property = parameters.first(where: { $0.name == label }) ?? definition.privateMemberwiseParameter(label) else {
                    let signature = "\(definition.name)(\(parameters.map { "\($0.name):" }.joined()))"
                    let suggestion = item.label.flatMap { NameSuggestion.closest(to: $0, in: parameters.map(\.name)) }.map { "; did you mean '\($0):'?" } ?? ""
                    throw TranslationIssue(item.anchor, "'\(definition.name)' has no parameter \(item.label.map { "'\($0):'" } ?? "without a label")\(suggestion); its memberwise initializer is \(signature)", id: SourceMessages.initializerMismatch)
                }
                if property.isViewBuilder, let closure = item.expression.as(ClosureExprSyntax.self) {
                    instance[label] = .views(try builderViews(closure, captured: scope, call: nil))
                } else {
                    instance[label] = value(of: item.expression, scope, expecting: property.type.map(Self.baseTypeName))
                }
                given.insert(label)
            }
        } else {
            given = try runInitializer(definition, call: call, at: anchor, instance: &instance, scope)
        }
        for (name, value) in stateOverrides(definition).merging(overrides, uniquingKeysWith: { $1 }) {
            instance[name] = value
            given.insert(name)
        }
        var placeheld: [String] = []
        for property in unset where !given.contains(property.name) {
            // A view of a generic type (`@ViewBuilder var content: Content`) is the caller's: with no
            // caller here it is a stand-in with a warning where it is used, never silently empty.
            instance[property.name] = definition.genericParameters.contains(property.type.map(Self.baseTypeName) ?? "")
                ? .unknown("a view of type \(property.type.map(Self.baseTypeName) ?? "?") the caller of '\(definition.name)' supplies; lay out the caller, or pass it with --arg") : placeholder(for: property.type)
            if !Self.silentWrappers.contains(property.wrapperName ?? "") { placeheld.append(property.name) }
        }
        if !placeheld.isEmpty, warnedPositions.insert(definition.declaration.name.positionAfterSkippingLeadingTrivia).inserted {
            let count = placeheld.count == 1 ? "1 property got a placeholder value" : "\(placeheld.count) properties got placeholder values"
            note(definition.declaration.name, SourceMessages.placeholderValues, "'\(definition.name)': \(count): \(placeheld.joined(separator: ", ")) (a String is \"\(options.placeholderString)\", a number 1, a Bool false, an optional \(options.optionalsPresent ? "a value" : "nil"), a collection \(options.forEachDefaultCount) elements); give values with --arg NAME=VALUE")
        }
        return instance
    }

    /// Wrappers whose values are not data (`@Namespace`, `@FocusState`…): no placeholder note.
    private static let silentWrappers: Set<String> = ["Namespace", "FocusState", "GestureState", "AccessibilityFocusState", "Environment"]

    /// `@Environment(\.key)`: the value from the environment and where it came from; a key FrameLab
    /// does not model is an opaque placeholder. `@Environment(Model.self)` is left to the placeholder rule.
    private func wrappedEnvironment(_ property: ViewDefinition.StoredProperty) -> (ScopeValue, String?)? {
        guard property.wrapperName == "Environment", case .argumentList(let list)? = property.wrapper?.arguments,
            let keyPath = list.first?.expression.as(KeyPathExprSyntax.self), let key = Self.environmentKey(keyPath)
        else { return nil }
        if let (value, source) = environmentValue(key) { return (value, source) }
        return (.opaque(typeName: "EnvironmentValues.\(key)"), nil)
    }

    private static func signature(_ initializer: InitializerDeclSyntax, of name: String) -> String {
        "\(name)(" + initializer.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined() + ")"
    }

    /// The argument labels of a call (`_` for an unlabeled one), trailing closures after the first included.
    static func argumentLabels(_ call: FunctionCallExprSyntax?) -> [String] {
        (call?.arguments.map { $0.label?.text ?? "_" } ?? []) + (call?.additionalTrailingClosures.map { $0.label.text } ?? [])
    }

    /// Whether an initializer takes every label of a call.
    static func accepts(_ initializer: InitializerDeclSyntax, labels: Set<String>) -> Bool {
        labels.isSubset(of: Set(initializer.signature.parameterClause.parameters.map { $0.firstName.text }))
    }

    /// Runs the `init` the call's labels match (one of the struct's, or of its extensions); returns
    /// the properties it set.
    private mutating func runInitializer(_ definition: ViewDefinition, call: FunctionCallExprSyntax?, at anchor: Syntax, instance: inout Scope, _ scope: Scope) throws(TranslationIssue) -> Set<String> {
        let here = call.map(Syntax.init) ?? anchor
        let given = Self.argumentLabels(call)
        let labels = Set(given)
        let all = definition.initializers + definition.extensionInitializers
        let candidates = all.filter { Self.accepts($0, labels: labels) }
        guard let initializer = candidates.first else {
            let closest = all.max { a, b in
                let x = Set(a.signature.parameterClause.parameters.map { $0.firstName.text }).intersection(labels).count
                let y = Set(b.signature.parameterClause.parameters.map { $0.firstName.text }).intersection(labels).count
                return x < y
            }
            let written = "\(definition.name)(" + given.map { "\($0):" }.joined() + ")"
            if let source = definition.protocolThatMayInitialize {
                // `CartView(entity:)` with `CartView: IOController`: the protocol's extension in
                // another module declares it. The view with placeholder values, warned.
                warnUnknown(here, "no initializer of '\(definition.name)' in the files given takes \(written); '\(source)', a protocol FrameLab cannot see, may declare it: FrameLab lays the view out with placeholder values for its properties (a guess)")
                return []
            }
            let hint = closest.map { "; the closest is \(Self.signature($0, of: definition.name))" } ?? ""
            throw TranslationIssue(here, "no initializer of '\(definition.name)' takes \(written)\(hint)", id: SourceMessages.initializerMismatch)
        }
        let parameters = Array(initializer.signature.parameterClause.parameters)
        let closureLabels = parameters.filter { Self.isClosureParameter($0) }.map { $0.firstName.text }
        let arguments = call.map { CallArguments($0, closureLabels: closureLabels) } ?? CallArguments()
        var local = instance
        var positional = arguments.unlabeled.makeIterator()
        var placeheld: [String] = []
        for parameter in parameters {
            let external = parameter.firstName.text
            let inner = (parameter.secondName ?? parameter.firstName).text
            let item = external == "_" ? positional.next() : arguments.labeled(external)
            if let item {
                local[inner] = value(of: item.expression, scope, expecting: Self.baseTypeName(parameter.type))
            } else if let fallback = parameter.defaultValue?.value {
                local[inner] = value(of: fallback, scope, expecting: Self.baseTypeName(parameter.type))
            } else if Self.isClosureParameter(parameter) {
                // Laid out with no caller (`--view Wrapper`): the content a caller would give is a
                // stand-in with a warning where the body uses it; it was no view, silently (a 0×0 Group).
                local[inner] = .unknown(Self.suppliedView)
            } else {
                local[inner] = placeholder(for: parameter.type)
                placeheld.append(inner)
            }
        }
        if !placeheld.isEmpty, warnedPositions.insert(initializer.initKeyword.positionAfterSkippingLeadingTrivia).inserted {
            note(initializer.initKeyword, SourceMessages.placeholderValues, "'\(definition.name).init': \(placeheld.count) parameter\(placeheld.count == 1 ? "" : "s") got placeholder values: \(placeheld.joined(separator: ", ")); give values with --arg NAME=VALUE")
        }
        var set = Set<String>()
        for item in initializer.body?.statements ?? [] {
            if let target = try initializerStatement(item, local: &local, instance: &instance, definition) { set.insert(target) }
        }
        return set
    }

    private static func isClosureParameter(_ parameter: FunctionParameterSyntax) -> Bool {
        var type = parameter.type
        if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
        return type.is(FunctionTypeSyntax.self)
            || parameter.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.sourceText == "ViewBuilder" }
    }

    /// One statement of an `init`: `self.x = …` and `_x = State(initialValue: …)` set properties;
    /// other plain Swift is skipped. Returns the property set.
    private mutating func initializerStatement(_ item: CodeBlockItemSyntax, local: inout Scope, instance: inout Scope, _ definition: ViewDefinition) throws(TranslationIssue) -> String? {
        let expression: ExprSyntax?
        switch item.item {
        case .expr(let e): expression = e
        case .stmt(let statement): expression = statement.as(ExpressionStmtSyntax.self)?.expression
        case .decl(let decl):
            if let variable = decl.as(VariableDeclSyntax.self) { bind(variable, in: &local) }
            return nil
        }
        guard let assignment = expression?.as(InfixOperatorExprSyntax.self), assignment.operator.is(AssignmentExprSyntax.self) else {
            return nil
        }
        var target = assignment.leftOperand.sourceText
        if target.hasPrefix("self.") { target.removeFirst(5) }
        let wrapped = target.hasPrefix("_")
        if wrapped { target.removeFirst() }
        let value: ScopeValue
        if let call = assignment.rightOperand.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
            let callee = call.calledExpression.as(DeclReferenceExprSyntax.self), case .viewBuilder(let closure, let captured)? = local[callee.baseName.text]
        {
            value = .views(try builderViews(closure, captured: captured, call: nil))
        } else if let call = assignment.rightOperand.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
            let callee = call.calledExpression.as(DeclReferenceExprSyntax.self), case .unknown(Self.suppliedView)? = local[callee.baseName.text]
        {
            // `self.content = content()` with no caller: no view, as before (a stand-in here would
            // carry the parameter's name, which the source printer cannot write back; not done).
            value = .views([])
        } else if wrapped, let call = assignment.rightOperand.as(FunctionCallExprSyntax.self),
            let initial = call.arguments.first(where: { ["initialValue", "wrappedValue"].contains($0.label?.text ?? "") }) ?? call.arguments.first
        {
            value = self.value(of: initial.expression, local)
        } else {
            value = self.value(of: assignment.rightOperand, local)
        }
        instance[target] = value
        local[target] = value
        return target
    }

    /// `.modifier(SomeModifier(…))`: the modifier's `body(content:)` with `content` bound to the receiver.
    mutating func customModifier(_ call: FunctionCallExprSyntax, receiver: ViewNode, _ scope: Scope) throws(TranslationIssue) -> ViewNode {
        guard let argument = call.arguments.first?.expression.as(FunctionCallExprSyntax.self),
            let name = argument.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        else {
            // `.modifier(Style.Card())`, `.modifier(theme.cardModifier)`: a modifier FrameLab cannot see.
            guard !options.strict else { throw TranslationIssue(call, "FrameLab reads '.modifier(Name(…))' where Name is a ViewModifier defined in the source", id: SourceMessages.modifierNotDefined) }
            warnUnknown(call, "FrameLab cannot see the ViewModifier in '\(Self.short(call))'; the view is laid out without it, a guess")
            return receiver
        }
        guard let definition = definitions[name], definition.role == .modifier, let body = definition.body else {
            let unknown = "FrameLab does not know the ViewModifier '\(name)' (it is not defined in the files given)"
            guard !options.strict, definitions[name] == nil else { throw TranslationIssue(argument, "\(unknown); define it in the source", id: SourceMessages.modifierNotDefined) }
            // Another file's or a package's modifier: a warning, and the view laid out without it.
            warnUnknown(argument, "\(unknown); '.modifier(\(Self.short(argument)))' is ignored for layout: give FrameLab the file that defines it, or point --file at the app's folder")
            return receiver
        }
        var instance = try instanceScope(definition, call: argument, at: Syntax(argument), scope)
        instance[definition.contentParameter] = .views([receiver])
        let nodes = try withInstance(name, at: Syntax(argument)) { (translator) throws(TranslationIssue) in
            translator.content(body, scope: instance)
        }
        return Self.single(nodes, at: receiver.location)
    }

    /// `.buttonStyle(CardStyle())`: every view below whose kind is styled by that modifier (each
    /// Button, not the receiver) is laid out by the style's `makeBody(configuration:)`, with
    /// `configuration.label` bound to the view's label (`isPressed`, `isOn` false). A style set
    /// closer to a view wins, as in SwiftUI. Nil when the argument is not a style of the source.
    mutating func customStyle(_ modifier: String, _ call: FunctionCallExprSyntax, receiver: ViewNode, _ scope: Scope) throws(TranslationIssue) -> ViewNode? {
        guard let argument = call.arguments.first?.expression.as(FunctionCallExprSyntax.self),
            let name = argument.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let definition = definitions[name], definition.role == .style, definition.body != nil
        else { return nil }
        let instance = try instanceScope(definition, call: argument, at: Syntax(argument), scope)
        let style = CustomStyle(modifier: modifier, definition: definition, instance: instance, anchor: Syntax(argument), location: location(Syntax(definition.declaration)))
        var styledCount = 0
        let styled = try restyled(receiver, style, count: &styledCount)
        if styledCount == 0 {
            note(Syntax(call), SourceMessages.styleWithoutTarget, "'.\(modifier)(\(name)())' styles the views inside the view it modifies whose kind takes \(modifier) (Button for buttonStyle); there is none here, so it changes nothing")
        }
        return styled
    }

    /// `node` with each view styled by `style.modifier` below it replaced by the style's body.
    private mutating func restyled(_ node: ViewNode, _ style: CustomStyle, count: inout Int) throws(TranslationIssue) -> ViewNode {
        if case .controlSelection(let name, _) = node.kind, name == style.modifier { return node }
        if case .control(var control) = node.kind, control.kind.styleModifier == style.modifier {
            let body = try styleBody(style, label: node.children, parts: control.parts, at: node.location)
            control.customStyle = CustomStyleSource(
                modifier: style.modifier, call: style.anchor.sourceText, declaration: style.definition.declaration.sourceText,
                kind: control.kind, parts: control.parts, label: node.children)
            control.kind = control.kind.styled(by: style.definition.name, at: style.location)
            control.parts = ["label"]
            count += 1
            var styled = node
            styled.kind = .control(control)
            styled.children = [body]
            return styled
        }
        var node = node
        var children: [ViewNode] = []
        for child in node.children { children.append(try restyled(child, style, count: &count)) }
        node.children = children
        return node
    }

    /// The style's `makeBody(configuration:)` for one view whose label parts are `label`.
    private mutating func styleBody(_ style: CustomStyle, label: [ViewNode], parts: [String], at location: LayoutCore.SourceLocation?) throws(TranslationIssue) -> ViewNode {
        func named(_ part: String) -> [ViewNode] {
            zip(parts, label).filter { $0.0 == part }.map(\.1)
        }
        let whole = label.count > 1 ? [ViewNode(.hStack(alignment: .center, spacing: nil), children: label, location: location)] : label
        var instance = style.instance
        instance[style.definition.contentParameter] = .record(typeName: "Configuration", fields: [
            ("label", .views(whole)), ("content", .views(whole)), ("title", .views(named("title"))),
            ("icon", .views(named("icon"))), ("isPressed", .value(.bool(false))), ("isOn", .value(.bool(false))),
        ])
        let body = style.definition.body ?? []
        let nodes = try withInstance(style.definition.name, at: style.anchor) { (translator) throws(TranslationIssue) in
            translator.content(body, scope: instance)
        }
        return Self.single(nodes, at: location)
    }

    /// A method of `extension View` used as a modifier; `self` is the receiver.
    mutating func extensionModifier(_ function: FunctionDeclSyntax, call: FunctionCallExprSyntax, receiver: ViewNode, _ scope: Scope) throws(TranslationIssue) -> ViewNode {
        var scopeInside = globals
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
        // Overloads are told apart by their labels (`onFrameChange(_:)` calling `onFrameChange(_:enabled:)`).
        let plainName = function.name.text.filter { $0 != "`" }
        let name = parameters.count <= 1 && extensionOverloads[plainName, default: []].count <= 1
            ? plainName
            : plainName + "(" + parameters.map { "\($0.firstName.text):" }.joined() + ")"
        let nodes = try withInstance(name, at: Syntax(call)) { (translator) throws(TranslationIssue) in
            translator.content(function.body?.statements ?? [], scope: scopeInside)
        }
        return Self.single(nodes, at: receiver.location)
    }
}

/// A custom style struct of the source applied with its modifier (`.buttonStyle(CardStyle())`).
struct CustomStyle {
    /// `buttonStyle`: views whose kind names this modifier take the style.
    var modifier: String
    var definition: ViewDefinition
    /// The style's properties, from the call that made it.
    var instance: Scope
    var anchor: Syntax
    var location: LayoutCore.SourceLocation?
}
