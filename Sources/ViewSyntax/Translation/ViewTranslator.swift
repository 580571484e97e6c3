import LayoutCore
import SwiftSyntax

/// Turns view expressions and `@ViewBuilder` bodies into `ViewNode`s. Problems that stop one
/// expression are thrown; the statement loop records them and goes on, so several are reported.
struct ViewTranslator {
    let source: SourceContext
    /// Container kinds by the view names they answer to.
    let containerKinds: [String: ContainerKind]
    let options: TranslationOptions
    var definitions: [String: ViewDefinition]
    /// Names several structs declare (file-private, nested), each declaration: a use takes its own file's.
    var sameFileDefinitions: [String: [ViewDefinition]] = [:]
    /// `func name(…) -> some View` in `extension View`, usable as modifiers.
    var extensionFunctions: [String: FunctionDeclSyntax] = [:]
    /// Every `extension View` function of each name, to choose the overload a call's arguments fit.
    var extensionOverloads: [String: [FunctionDeclSyntax]] = [:]
    /// Custom `HorizontalAlignment`/`VerticalAlignment` guides defined in the files.
    var customAlignments = CustomAlignments()
    var issues: [TranslationIssue] = []
    /// Custom views being instantiated, outermost first (to catch recursion).
    var instantiating: [String] = []
    /// Nodes created by `ForEach` expansion so far.
    var expandedNodes = 0
    var reportedNodeLimit = false
    /// Structs, classes and enums of the source, read as data.
    /// How many `static let` views are being expanded inside one another (`Image.a = Image.b`).
    var staticViewDepth = 0
    var dataTypes = DataTypes() {
        didSet { staticValues = Self.staticValues(of: dataTypes, stepBudget: options.maxClosureSteps).merging(ScreenValues.values(in: options.environment)) { own, _ in own } }
    }
    /// `static let` numbers and Booleans by `Type.name` (`Const.Spacing.paragraph`), for the evaluator.
    private(set) var staticValues: [String: SwiftValue] = [:]
    /// `.environment(\.key, value)` values in effect for the views being translated.
    var environmentOverrides: [String: (value: ScopeValue, source: String)] = [:]
    /// Unknown modifiers by name, with where they were used, reported once per name by `finish()`.
    var unknownModifiers: [(name: String, uses: [Syntax])] = []
    /// Symbol names the size table lacks, and computed ones, reported once by `finish()`.
    var symbolNames = SymbolNameReport()
    /// Positions already warned about, so that a construct repeated by `ForEach` warns once.
    var warnedPositions: Set<AbsolutePosition> = []
    /// View kinds (`Views/` profiles) by the names they answer to, and the fallback kind.
    var viewKinds = ViewKindLookup()
    /// The top-level `let`s and `var`s of the files (`let items = [...]`): every scope starts with them.
    var globals = Scope()
    /// What the content of each presentation being translated asks of it, innermost last.
    var presentationRequests: [PresentationRequests] = []
    /// The file of the view being laid out, when several files are translated together: an error in
    /// another file's code is a guess there (`ViewTranslator+OtherFiles.swift`).
    var primaryTree: SyntaxIdentifier?
    /// The getters being computed, innermost last (`ViewTranslator+ValuesComputed.swift`): a getter
    /// that reads itself is not a value, and the chain stops at 16.
    var computingGetters: [String] = []

    init(source: SourceContext, containerKinds: [ContainerKind], options: TranslationOptions, definitions: [String: ViewDefinition]) {
        self.source = source
        var byName: [String: ContainerKind] = [:]
        for kind in containerKinds {
            for name in kind.viewNames where byName[name] == nil { byName[name] = kind }
        }
        self.containerKinds = byName
        self.options = options
        staticValues = ScreenValues.values(in: options.environment)
        self.definitions = definitions
    }

    func location(_ node: some SyntaxProtocol) -> LayoutCore.SourceLocation {
        source.location(of: node)
    }

    /// A warning with its id from `SourceMessages` (every warning has one).
    mutating func warn(_ node: some SyntaxProtocol, _ id: DiagnosticID, _ message: DiagnosticText) {
        issues.append(TranslationIssue(node, message, severity: .warning, id: id))
    }

    /// A note with its id from `SourceMessages`.
    mutating func note(_ node: some SyntaxProtocol, _ id: DiagnosticID, _ message: DiagnosticText) {
        issues.append(TranslationIssue(node, message, severity: .note, id: id))
    }

    /// The same three for a message a helper finished as a `String` (its whole text is its
    /// template); disfavoured, so that a string literal keeps its typed arguments.
    @_disfavoredOverload
    mutating func warn(_ node: some SyntaxProtocol, _ id: DiagnosticID, _ message: String) {
        warn(node, id, DiagnosticText(verbatim: message))
    }

    @_disfavoredOverload
    mutating func note(_ node: some SyntaxProtocol, _ id: DiagnosticID, _ message: String) {
        note(node, id, DiagnosticText(verbatim: message))
    }

    @_disfavoredOverload
    mutating func warnUnknown(_ node: some SyntaxProtocol, _ message: String) {
        warnUnknown(node, DiagnosticText(verbatim: message))
    }

    /// A warning about a value FrameLab cannot know, once per construct however often it is translated.
    mutating func warnUnknown(_ node: some SyntaxProtocol, _ message: DiagnosticText) {
        guard warnedPositions.insert(node.positionAfterSkippingLeadingTrivia).inserted else { return }
        warn(node, SourceMessages.unknownValue, message)
    }

    /// Adds the grouped diagnostics collected while translating (unknown modifiers, one per name).
    mutating func finish() {
        for (name, uses) in unknownModifiers {
            guard let first = uses.first else { continue }
            let count: DiagnosticText = uses.count == 1 ? "" : " (used \(uses.count) times)"
            var message: DiagnosticText = "FrameLab does not know the modifier '\(name)'\(count); it is kept in the tree and ignored for layout"
            if let suggestion = NameSuggestion.closest(to: name, in: ViewCatalog.layoutModifiers + ViewCatalog.modifiersReadByLayout + ViewCatalog.inertModifiers + Array(extensionFunctions.keys)) {
                message += "; did you mean '\(suggestion)'?"
            }
            if options.strict { message += " (strict mode makes this an error)" }
            issues.append(TranslationIssue(first, message, severity: options.strict ? .error : .warning, id: SourceMessages.unknownModifier))
        }
        unknownModifiers = []
        finishSymbolNames()
    }

    mutating func recordUnknownModifier(_ name: String, at node: Syntax) {
        if let index = unknownModifiers.firstIndex(where: { $0.name == name }) {
            if !unknownModifiers[index].uses.contains(where: { $0.position == node.position }) { unknownModifiers[index].uses.append(node) }
        } else {
            unknownModifiers.append((name, [node]))
        }
    }

    // MARK: Bodies

    /// The views of a `@ViewBuilder` body, statement by statement.
    mutating func content(_ items: CodeBlockItemListSyntax, scope: Scope, topLevel: Bool = false) -> [ViewNode] {
        var scope = scope
        var nodes: [ViewNode] = []
        for item in items {
            if let macro = Self.diagnosticMacro(item) {
                // The source's own `#warning("…")` / `#error("…")`: a compiler message, not a view.
                warn(macro, SourceMessages.compilerDirective, "the source's \(Self.short(macro)) is a message for the compiler; it builds no view, and FrameLab lays out the rest")
                continue
            }
            if topLevel, case .decl(let decl) = item.item, !decl.is(VariableDeclSyntax.self) { continue }
            do {
                nodes.append(contentsOf: try statement(item, scope: &scope))
            } catch {
                if let standIn = standIn(for: error, at: item) { nodes.append(standIn) } else { issues.append(error) }
            }
        }
        return nodes
    }

    /// `#warning("…")` or `#error("…")` written as a statement (an expression or a declaration).
    static func diagnosticMacro(_ item: CodeBlockItemSyntax) -> Syntax? {
        let names: Set<String> = ["warning", "error"]
        switch item.item {
        case .expr(let expression):
            if let macro = expression.as(MacroExpansionExprSyntax.self), names.contains(macro.macroName.text) { return Syntax(macro) }
        case .decl(let decl):
            if let macro = decl.as(MacroExpansionDeclSyntax.self), names.contains(macro.macroName.text) { return Syntax(macro) }
        default:
            break
        }
        return nil
    }

    private mutating func statement(_ item: CodeBlockItemSyntax, scope: inout Scope) throws(TranslationIssue) -> [ViewNode] {
        switch item.item {
        case .decl(let decl):
            if let variable = decl.as(VariableDeclSyntax.self) {
                bind(variable, in: &scope)
                return []
            }
            if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                guard case .statements(let statements)? = activeClause(ifConfig)?.elements else { return [] }
                var nodes: [ViewNode] = []
                for inner in statements { nodes.append(contentsOf: try statement(inner, scope: &scope)) }
                return nodes
            }
            return []
        case .stmt(let statement):
            if let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
                if Self.isPlainSwift(expression) { return [] }
                return try views(expression, scope)
            }
            if let returned = statement.as(ReturnStmtSyntax.self) {
                guard let expression = returned.expression else { return [] }
                return try views(expression, scope)
            }
            return []
        case .expr(let expression):
            if Self.isPlainSwift(expression) { return [] }
            return try views(expression, scope)
        }
    }

    /// Statements that are not about views (`x = 1`, `await load()`, `Task { … }`, `print(…)`),
    /// skipped silently.
    static func isPlainSwift(_ expression: ExprSyntax) -> Bool {
        if let infix = expression.as(InfixOperatorExprSyntax.self) {
            return infix.operator.is(AssignmentExprSyntax.self)
                || ["+=", "-=", "*=", "/=", "&&=", "||="].contains(infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "")
        }
        if expression.is(AwaitExprSyntax.self) { return true }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let callee = call.calledExpression.sourceText
            return ["Task", "print", "debugPrint", "withAnimation", "dump", "assert", "precondition", "fatalError"].contains(callee)
                || callee.utf8.starts(with: "DispatchQueue.".utf8)
        }
        return false
    }

    mutating func bind(_ variable: VariableDeclSyntax, in scope: inout Scope) {
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if let initializer = binding.initializer {
                scope[name] = value(of: initializer.value, scope, expecting: binding.typeAnnotation.map { ViewTranslator.baseTypeName($0.type) })
            } else {
                scope[name] = .unknown("it has no value in the source")
            }
        }
    }

    /// The value of an expression used as data: an argument of a custom view, a `let`.
    mutating func value(of expression: ExprSyntax, _ scope: Scope, expecting typeName: String? = nil, depth: Int = 0) -> ScopeValue {
        if let closure = expression.as(ClosureExprSyntax.self) {
            return .viewBuilder(closure, scope)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
            case .viewBuilder(let closure, let captured)? = scope[reference.baseName.text]
        {
            // `self.action = action` in an init, `Row(onTap: onTap)`: a closure passed on stays a
            // closure, built as views only where a body uses it as one. Building it here read an
            // action (`{ viewModel.perform(x) }`) as view content ("'viewModel' is a value, not a view").
            return .viewBuilder(closure, captured)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
            case .views(let nodes)? = scope[reference.baseName.text]
        {
            // `transform(self)` in an `extension View` helper: the modified view itself.
            return .views(nodes)
        }
        if expression.is(StringLiteralExprSyntax.self), let text = string(expression, scope) {
            return .string(text)
        }
        if let value = try? evaluate(expression, scope) {
            return .value(value)
        }
        do {
            if let items = try gridItems(expression, scope) { return .gridItems(items) }
            if let kind = try layoutKind(expression, scope) { return .layout(kind) }
        } catch {
            issues.append(error)
            return .unknown("FrameLab cannot read '\(Self.short(expression))'")
        }
        if let closure = Self.immediatelyInvokedClosure(expression), Self.isViewType(typeName) || closure.statements.last.map({ looksLikeView(Self.resultExpression($0), scope) }) == true {
            // `let exonym: Text = { … }()`: the view the closure builds, translated where it is written.
            return .views(content(closure.statements, scope: scope))
        }
        if !looksLikeView(expression, scope), let value = resolve(expression, scope, expecting: typeName, depth: depth) {
            return value
        }
        if looksLikeView(expression, scope) {
            do {
                return .views(try views(expression, scope))
            } catch {
                issues.append(error)
                return .views([])
            }
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let type = member.base?.sourceText ?? typeName,
           Self.presentationValueTypes.contains(type) {
            // `PresentationDetent.medium` for a `presentationDetents(_:selection:)` binding's first value.
            return .enumCase(typeName: type, name: member.declName.baseName.text)
        }
        return .unknown("'\(expression.sourceText)' is not a value FrameLab can evaluate")
    }

    /// `{ … }()`: a closure with no parameters called where it is written.
    static func immediatelyInvokedClosure(_ expression: ExprSyntax) -> ClosureExprSyntax? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
            let closure = call.calledExpression.as(ClosureExprSyntax.self), closure.signature == nil else { return nil }
        return closure
    }

    static func isViewType(_ typeName: String?) -> Bool {
        guard let typeName else { return false }
        return ["Text", "Image", "AnyView", "View", "some View", "Label"].contains(typeName)
    }

    /// The expression a closure's last statement gives (`return x` or `x`).
    static func resultExpression(_ item: CodeBlockItemSyntax) -> ExprSyntax {
        switch item.item {
        case .expr(let expression): return expression
        case .stmt(let statement):
            if let returned = statement.as(ReturnStmtSyntax.self)?.expression { return returned }
            if let expression = statement.as(ExpressionStmtSyntax.self)?.expression { return expression }
            return ExprSyntax(MissingExprSyntax())
        case .decl: return ExprSyntax(MissingExprSyntax())
        }
    }

    /// Whether the innermost callee of a call/member chain names a view.
    func looksLikeView(_ expression: ExprSyntax, _ scope: Scope) -> Bool {
        var current = expression
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                current = base
            } else {
                break
            }
        }
        guard let name = current.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        if case .views = scope[name] { return true }
        if case .viewBuilder = scope[name] { return true }
        return ViewCatalog.builtinViews.contains(name) || containerKinds[name] != nil || definitions[name] != nil || viewKinds.byName[name] != nil
    }

    /// Evaluates a numeric, Boolean or axis expression with the closure evaluator.
    func evaluate(_ expression: ExprSyntax, _ scope: Scope, integer: Bool = false) throws(TranslationIssue) -> SwiftValue {
        if let scaled = fontMetricsValue(expression, scope) { return scaled }
        if Self.readsAsData(expression) {
            // `sizes["small"]`, `sizes["small"] ?? 8`, `anchor?.width ?? 10`: read as data.
            var reader = self
            if case .value(let value)? = reader.resolve(expression, scope) { return value }
        }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            // `sizeClass == .regular ? 60 : 44`: a condition on data or the environment picks the branch.
            var reader = self
            if let holds = reader.truth(ternary.condition, scope) {
                return try evaluate(holds ? ternary.thenExpression : ternary.elseExpression, scope, integer: integer)
            }
        }
        let statics = staticValues
        let currentType = instantiating.last ?? ""
        let translator = self
        var compiler = ExpressionCompiler(context: "an argument", outer: { name in
            let known = scope.outerName(name)
            if case .value = known { return known }
            if case .none = known {
                let qualified = name.hasPrefix("Self.") ? "\(currentType)." + name.dropFirst(5) : name
                if let value = statics[qualified] { return .value(value) }
            }
            // `scale.barHeight`, `size.rawValue`, `.DS.Padding.split`, a getter of the view:
            // computed from the source's own declarations (`ViewTranslator+ValuesComputed.swift`).
            var reader = translator
            if let value = reader.computedName(name, scope) { return .value(value) }
            return reader.getterReason(name, scope) ?? known
        })
        compiler.function = { name in
            if case .computed(let function)? = scope[name], function.parameters != nil { return function }
            return translator.staticFunction(name)
        }
        compiler.knownCondition = { condition in
            var reader = translator
            return reader.truth(condition, scope)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
            let closure = call.calledExpression.as(ClosureExprSyntax.self), closure.signature == nil
        {
            // `height: { if compact { return 20 } else { return 40 } }()`: the closure's body, run here.
            let program = try compiler.compileImmediateClosure(closure)
            return try ExpressionCompiler.run(program, stepBudget: options.maxClosureSteps, integerArithmetic: integer, at: expression)
        }
        return try compiler.constant(of: expression, stepBudget: options.maxClosureSteps, integerArithmetic: integer)
    }

    /// `dict[key]`, or `optional ?? fallback` (`dict[key] ?? 8`, `anchor?.width ?? 10`).
    private static func readsAsData(_ expression: ExprSyntax) -> Bool {
        if expression.is(SubscriptCallExprSyntax.self) { return true }
        return expression.as(InfixOperatorExprSyntax.self)?.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
    }

    /// Numeric and Boolean `static let`s of the source, each under `Type.name` (and the nested
    /// type's qualified name); a static that reads another is found on a later pass.
    static func staticValues(of types: DataTypes, stepBudget: Int) -> [String: SwiftValue] {
        var values: [String: SwiftValue] = [:]
        var read = Set<String>()
        for _ in 0..<3 {
            var added = false
            for (typeName, type) in types.types {
                for (name, expression) in type.staticMembers where !read.contains("\(typeName).\(name)") {
                    let known = values
                    func evaluated(_ expression: ExprSyntax) -> SwiftValue? {
                        var compiler = ExpressionCompiler(context: "a static property", outer: { outerName in
                            if let value = known[outerName] ?? known["\(typeName).\(outerName)"] { return .value(value) }
                            return .none
                        })
                        return try? compiler.constant(of: expression, stepBudget: stepBudget)
                    }
                    if let call = expression.as(FunctionCallExprSyntax.self),
                        ["CGSize", "CGPoint", "CGRect", "EdgeInsets", "CGVector"].contains(call.calledExpression.sourceText)
                            // `static let inset: EdgeInsets = .init(top: 12, …)`: the declared type's initializer.
                            || (call.calledExpression.sourceText == ".init" && !call.arguments.isEmpty && call.arguments.allSatisfy { $0.label != nil })
                    {
                        for argument in call.arguments {
                            guard let label = argument.label?.text, let value = evaluated(argument.expression) else { continue }
                            values["\(typeName).\(name).\(label)"] = value
                        }
                        read.insert("\(typeName).\(name)")
                        added = true
                        continue
                    }
                    guard let value = evaluated(expression) else { continue }
                    values["\(typeName).\(name)"] = value
                    read.insert("\(typeName).\(name)")
                    added = true
                }
            }
            if !added { break }
        }
        return values
    }

    // MARK: Views

    /// The views an expression stands for (usually one).
    mutating func views(_ expression: ExprSyntax, _ scope: Scope) throws(TranslationIssue) -> [ViewNode] {
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return try callViews(call, scope)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            try checkCompoundName(member.declName)
            return try memberViews(member, scope)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            try checkCompoundName(reference)
            return try referenceViews(reference, call: nil, scope)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return try views(only.expression, scope)
        }
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) {
            // `image!` after `if image != nil`: the optional view, which Swift assumes is there.
            return try views(unwrapped.expression, scope)
        }
        if let chained = expression.as(OptionalChainingExprSyntax.self) {
            // An optional view (`image?`): nothing when it is nil.
            if case .nilValue? = resolve(chained.expression, scope) { return [] }
            return try views(chained.expression, scope)
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self),
            infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+"
        {
            return [try concatenatedText(infix, scope)]
        }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            let takeThen = try condition(ternary.condition, scope)
            return try views(takeThen ? ternary.thenExpression : ternary.elseExpression, scope)
        }
        if let ifExpr = expression.as(IfExprSyntax.self) {
            return try ifViews(ifExpr, scope)
        }
        if let switchExpr = expression.as(SwitchExprSyntax.self) {
            return try switchViews(switchExpr, scope)
        }
        if let postfix = expression.as(PostfixIfConfigExprSyntax.self) {
            return try postfixIfConfig(postfix, scope)
        }
        if let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview", let closure = macro.trailingClosure {
            return content(closure.statements, scope: scope)
        }
        if expression.is(NilLiteralExprSyntax.self) {
            return []   // an optional view that is nil draws nothing
        }
        if expression.is(MissingExprSyntax.self) {
            throw TranslationIssue(expression, "a view is missing here", id: SourceMessages.notAView)
        }
        if expression.is(SubscriptCallExprSyntax.self), let nodes = try valueBuiltView(Self.short(expression), at: Syntax(expression)) {
            // `rows[index]`: an element of a collection of views FrameLab cannot see.
            return nodes
        }
        throw TranslationIssue(expression, "FrameLab does not understand '\(Self.short(expression))' as a view", id: SourceMessages.notAView)
    }

    static func short(_ node: some SyntaxProtocol) -> String {
        let text = node.sourceText
        let firstLine = text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? text
        return firstLine.count > 40 ? String(firstLine.prefix(40)) + "…" : (firstLine == text ? text : firstLine + " …")
    }

    /// `VStack(spacing: ) { … }` parses as a reference to the name `VStack(spacing:)`.
    private func checkCompoundName(_ reference: DeclReferenceExprSyntax) throws(TranslationIssue) {
        guard let names = reference.argumentNames, let first = names.arguments.first else { return }
        throw TranslationIssue(first.name, "missing value for '\(first.name.text):' in '\(reference.baseName.text)(…)'", id: SourceMessages.missingArgument)
    }

    private mutating func callViews(_ call: FunctionCallExprSyntax, _ scope: Scope) throws(TranslationIssue) -> [ViewNode] {
        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) { try checkCompoundName(reference) }
        if let member = callee.as(MemberAccessExprSyntax.self) { try checkCompoundName(member.declName) }
        if let member = callee.as(MemberAccessExprSyntax.self), member.base?.sourceText == "self",
            scope[member.declName.baseName.text] != nil
        {
            // `self.row(for: item)`, `self.content(row, column)`: the struct's own member.
            return try referenceViews(DeclReferenceExprSyntax(baseName: member.declName.baseName), call: call, scope, anchor: Syntax(member))
        }
        if let member = callee.as(MemberAccessExprSyntax.self), let module = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
            module.drop(while: { $0 == "_" }).first?.isUppercase == true, member.declName.baseName.text.first?.isUppercase == true,
            scope[module] == nil, definitions[module] == nil, containerKinds[module] == nil, viewKinds.byName[module] == nil,
            !ViewCatalog.builtinViews.contains(module)
        {
            // `SwiftUI.Form { … }`, `MyApp.Row(…)`, `KeyboardShortcuts.Recorder(…)`: a type qualified by
            // its module (or an enclosing type FrameLab does not see) is the type; one FrameLab
            // does not know is an unknown view, with its warning, never an error.
            let name = member.declName.baseName.text
            let reference = DeclReferenceExprSyntax(baseName: member.declName.baseName)
            if module == "SwiftUI", definitions[name] != nil {
                // `SwiftUI.Form` in an app that declares its own `Form`: SwiftUI's, as Swift reads it.
                if let kind = containerKinds[name] { return [try container(kind, name: name, call: call, at: Syntax(member), scope)] }
                if let nodes = try registeredView(name, call: call, at: Syntax(member), scope) { return nodes }
                if let nodes = try builtin(name, call: call, at: Syntax(member), scope) { return nodes }
            }
            if module == "SwiftUI" || definitions[name] != nil || containerKinds[name] != nil || viewKinds.byName[name] != nil || ViewCatalog.builtinViews.contains(name) {
                return try referenceViews(reference, call: call, scope, anchor: Syntax(member))
            }
            if let nodes = try fallbackView("\(module).\(name)", call: call, at: Syntax(member), scope) { return nodes }
        }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else {
                if let target = scope.implicitSelf {
                    return [try modifier(name, call: call, member: Syntax(member.period), receiver: Self.single(target, at: nil), scope)]
                }
                throw TranslationIssue(member, "'.\(name)(…)' needs a view to modify", id: SourceMessages.modifierWithoutView)
            }
            if name == "setLiveView", let first = call.arguments.first {
                return try views(first.expression, scope)
            }
            if name == "map", let nodes = try optionalMapViews(call, base: base, scope) {
                // `subtitle.map { Text($0) }`: an optional view.
                return nodes
            }
            if let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isLowercase == true,
                !Self.isModifierName(name), scope[type] == nil, definitions[type] == nil,
                !ModuleDeclarations.extendsViews(type), viewKinds.kind(type, firstLabel: nil) != nil,
                let nodes = try registeredView(type, call: call, at: Syntax(member), scope)
            {
                // `KFImage.url(url, cacheKey: …)` (Kingfisher's documented factory): a package's view
                // a kind describes, made by a static function of its type, is that view. Not SwiftUI's
                // own types, which apps extend with helpers FrameLab cannot see (`Image.symbol("star")`).
                return nodes
            }
            if let reference = base.as(DeclReferenceExprSyntax.self), isValueNotView(reference, scope),
                !Self.isModifierName(name), extensionFunction(name, fitting: call) == nil,
                reference.baseName.text.first == "$" || Self.viewBuildingWords.contains(where: { name.contains($0) }),
                let nodes = try valueBuiltView("\(reference.baseName.text).\(name)(…)", at: Syntax(member))
            {
                return nodes
            }
            if let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text ?? (base.as(MemberAccessExprSyntax.self).flatMap { $0.base?.trimmedDescription == "SwiftUI" ? $0.declName.baseName.text : nil }),
                Self.styleTypeWords.contains(where: { type.contains($0) }), name.first?.isLowercase == true,
                !Self.isModifierName(name), scope[type] == nil, definitions[type] == nil
            {
                // `Color.rmbColor(.textFieldBackground)`, `LinearGradient.brand(for: item)`: a static
                // function of a style type (the app's, in another file) makes a style, which fills
                // what it is given as a Color does. It was "'Color' is a view type" (reminders-menubar).
                return [ViewNode(.color(Self.short(call)), location: location(call))]
            }
            let receivers: [ViewNode]
            switch name {
            case "environment": receivers = try withEnvironmentOverride(call, scope) { (translator) throws(TranslationIssue) in try translator.views(base, scope) }
            case "dynamicTypeSize": receivers = try withDynamicTypeSizeOverride(call, scope) { (translator) throws(TranslationIssue) in try translator.views(base, scope) }
            default: receivers = try views(base, scope)
            }
            // `image?.resizable()` with `image` nil is no view at all.
            if receivers.isEmpty, Self.isOptionalChain(base) { return [] }
            let receiver = Self.single(receivers, at: location(base))
            return [try modifierOrGuess(name, call: call, member: Syntax(member.period), receiver: receiver, scope)]
        }
        if let generic = callee.as(GenericSpecializationExprSyntax.self), let reference = generic.expression.as(DeclReferenceExprSyntax.self) {
            // `PagedList<Item>(items: …)`: the type's generic arguments do not change its layout.
            return try referenceViews(reference, call: call, scope)
        }
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if scope[name] == nil, definitions[name] == nil, containerKinds[name] == nil, viewKinds.byName[name] == nil,
                !ViewCatalog.builtinViews.contains(name), let target = scope.implicitSelf,
                Self.isModifierName(name) || name.drop(while: { $0 == "_" }).first?.isLowercase == true
            {
                // `_airMaterialBackground(…)` inside another `extension View` function: a method of
                // the view (an underscore prefix does not make it a type), called on `self`.
                return [try modifier(name, call: call, member: Syntax(reference), receiver: Self.single(target, at: nil), scope)]
            }
            return try referenceViews(reference, call: call, scope)
        }
        if customLayoutName(callee) != nil, let kind = try layoutKind(callee, scope) {
            return [try layoutView(kind, call: call, at: location(callee), scope)]
        }
        throw TranslationIssue(callee, "FrameLab does not understand '\(Self.short(callee))' as a view", id: SourceMessages.notAView)
    }

    /// A modifier whose arguments hold a value FrameLab cannot compute (`.frame(width: a?.width)`,
    /// `.padding(.grid(4))`) leaves the view as it is, with a warning, instead of failing the file.
    private mutating func modifierOrGuess(_ name: String, call: FunctionCallExprSyntax, member: Syntax, receiver: ViewNode, _ scope: Scope) throws(TranslationIssue) -> ViewNode {
        if Self.appliesToEachMember(name, of: receiver) {
            // `ForEach { … }.padding()`: each member padded (ViewTranslator+ViewListModifiers);
            // the diagnostics of the first member only, as for a ForEach's content.
            var list = receiver
            for index in list.children.indices {
                let before = issues.count
                list.children[index] = try modifierOrGuess(name, call: call, member: member, receiver: list.children[index], scope)
                if index > 0 { issues.removeSubrange(before...) }
            }
            return list
        }
        do {
            return try modifier(name, call: call, member: member, receiver: receiver, scope)
        } catch where error.isUnknownValue {
            warnUnknown(error.node, "\(error.message); FrameLab lays the view out without '.\(name)(…)', a guess")
            return inert(name, call, receiver)
        }
    }

    /// `(MyLayout()) { … }` or `MyLayout() { … }` with `MyLayout: Layout` defined in the source.
    private func customLayoutName(_ callee: ExprSyntax) -> String? {
        var expression = callee
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { expression = only.expression }
        guard let call = expression.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            dataTypes[name]?.conformsToLayout == true
        else { return nil }
        return name
    }

    static func isModifierName(_ name: String) -> Bool {
        ViewCatalog.modifierNames.contains(name)
    }

    /// One node for several views (a modifier applied to a tuple of views).
    /// `a?.b().c`: a chain that starts with optional chaining.
    static func isOptionalChain(_ expression: ExprSyntax) -> Bool {
        var current: ExprSyntax? = expression
        while let node = current {
            if node.is(OptionalChainingExprSyntax.self) { return true }
            current = node.as(MemberAccessExprSyntax.self)?.base ?? node.as(FunctionCallExprSyntax.self)?.calledExpression
        }
        return false
    }

    static func single(_ nodes: [ViewNode], at location: LayoutCore.SourceLocation?) -> ViewNode {
        nodes.count == 1 ? nodes[0] : ViewNode(.group, children: nodes, location: location)
    }

    private mutating func memberViews(_ member: MemberAccessExprSyntax, _ scope: Scope) throws(TranslationIssue) -> [ViewNode] {
        let name = member.declName.baseName.text
        guard let base = member.base else {
            return [ViewNode(.color(name), location: location(member))]
        }
        var root = base
        while let inner = root.as(MemberAccessExprSyntax.self)?.base ?? root.as(FunctionCallExprSyntax.self)?.calledExpression { root = inner }
        if root.id != base.id, ["Color", "SwiftUI.Color"].contains(root.sourceText), scope["Color"] == nil {
            return [ViewNode(.color(member.sourceText), location: location(member))]
        }
        let baseName = base.sourceText
        switch baseName {
        case "Color", "SwiftUI.Color", "Material", "HierarchicalShapeStyle", "ShapeStyle":
            return [ViewNode(.color(name), location: location(member))]
        case "self", "Self":
            // `self.header`, `Self.mainView` (a static view of the type): the member itself.
            return try referenceViews(DeclReferenceExprSyntax(baseName: member.declName.baseName), call: nil, scope, anchor: Syntax(member))
        default:
            switch scope.lookup(member.sourceText) {
            case .views(let nodes)?: return nodes
            case .viewBuilder(let closure, let captured)?: return try builderViews(closure, captured: captured, call: nil)
            case .opaque?:
                // `theme.header` with `theme` a placeholder of a type FrameLab cannot see: a stand-in
                // with a warning, not nothing (it was dropped silently, its `.id` on a 0×0 node).
                return try valueBuiltView(Self.short(member), at: Syntax(member)) ?? []
            default: break
            }
            if let nodes = try staticView(member, scope) { return nodes }
            if let reference = base.as(DeclReferenceExprSyntax.self), isValueNotView(reference, scope),
                let nodes = try valueBuiltView(Self.short(member), at: Syntax(member))
            {
                return nodes
            }
            if let root = baseName.split(separator: ".").first, root.first?.isUppercase == true, scope[String(root)] == nil {
                // `LinearGradient.heroOverlay`, `Theme.Colors.background`: a style or a static view
                // of a type FrameLab cannot see. A style fills what it is given, as a Color does.
                if Self.styleTypeWords.contains(where: { baseName.contains($0) }) {
                    return [ViewNode(.color(member.sourceText), location: location(member))]
                }
                if let nodes = try valueBuiltView(Self.short(member), at: Syntax(member)) { return nodes }
            }
            if root.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isLowercase == true {
                // `backgroundStyle.color`, `theme.header`: a member of a value FrameLab cannot see,
                // written where a view goes (so it is one in Swift): a colour when its name says so
                // (it fills what it is given, with the unknown-colour warning), else a stand-in.
                if Self.namesAStyle(name) {
                    return [ViewNode(.color(member.sourceText), location: location(member))]
                }
                if let nodes = try valueBuiltView(Self.short(member), at: Syntax(member)) { return nodes }
            }
            throw TranslationIssue(member, "FrameLab does not understand '\(Self.short(member))' as a view", id: SourceMessages.notAView)
        }
    }

    mutating func referenceViews(_ reference: DeclReferenceExprSyntax, call: FunctionCallExprSyntax?, _ scope: Scope, anchor: Syntax? = nil) throws(TranslationIssue) -> [ViewNode] {
        let name = reference.baseName.text
        let anchor = anchor ?? Syntax(reference)
        if let value = scope[name] {
            switch value {
            case .views(let nodes):
                return nodes
            case .viewBuilder(let closure, let captured):
                return try builderViews(closure, captured: captured, call: call, callerScope: scope)
            case .computed(let computed):
                return try computedViews(computed, call: call, scope)
            case .layout(let kind):
                return [try layoutView(kind, call: call, at: location(anchor), scope)]
            case .value, .string, .array, .dictionary, .record, .enumCase, .nilValue, .gridItems:
                // A value written where a view goes is one in Swift (a `Color` passed to an `init`,
                // an `AnyView?` property): a colour when its name says so, else a marked stand-in
                // with a warning; an error only under --strict.
                if !options.strict, Self.namesAStyle(name) {
                    return [ViewNode(.color(name), location: location(anchor))]
                }
                if let nodes = try valueBuiltView(name, at: anchor) { return nodes }
                throw TranslationIssue(anchor, "'\(name)' is a value, not a view", id: SourceMessages.notAView)
            case .opaque:
                // A placeholder of a type FrameLab cannot see, written where a view goes (so it is
                // one in Swift): a stand-in with a warning; it was no view, silently.
                return try valueBuiltView(name, at: anchor) ?? []
            case .unknown(let why):
                if !options.strict, call == nil, Self.namesAStyle(name) {
                    return [ViewNode(.color(name), location: location(anchor))]
                }
                return try unsuppliedView(name, why: why, at: anchor)
            }
        }
        if let definition = definition(named: name, usedAt: anchor, call: call) {
            return [try instantiate(definition, call: call, at: anchor, scope)]
        }
        if let kind = containerKinds[name] {
            guard let call else { throw TranslationIssue(anchor, "'\(name)' is a view type; write '\(name) { … }' to create one", id: SourceMessages.viewTypeNotCalled) }
            return [try container(kind, name: name, call: call, at: anchor, scope)]
        }
        if let call, let kind = try customLayoutKind(name, call, scope) {
            return [try layoutView(kind, call: call, at: location(anchor), scope)]
        }
        if let nodes = try registeredView(name, call: call, at: anchor, scope) {
            return nodes
        }
        if let nodes = try builtin(name, call: call, at: anchor, scope) {
            return nodes
        }
        if let nodes = try fallbackView(name, call: call, at: anchor, scope) {
            return nodes
        }
        if call == nil, name.first?.isLowercase == true, !Self.isModifierName(name), let nodes = try valueBuiltView(name, at: anchor) {
            // `reactionsView`: a property of the view declared in a file not given (an extension
            // elsewhere in the app); a stand-in with a warning. A call (`copy(url)`) stays an error:
            // a closure calling it is an action, not content.
            return nodes
        }
        throw unknownView(name, at: anchor, scope)
    }

    /// Words in a method's name that say it builds a view (`makeView()`, `contentView()`,
    /// `buildRow()`); a value's other methods (`viewModel.save()`) are actions, and a closure that
    /// calls them is an action closure, not content.
    static let viewBuildingWords = ["View", "view", "make", "build", "Content", "content", "Cell", "Row", "Label", "Header", "Footer", "body"]

    /// Words of type names whose static members are shape styles (`Theme.Colors.x`, `LinearGradient.y`).
    static let styleTypeWords = ["Color", "Gradient", "Material", "Style", "Palette"]
    /// Ends of member names that are colours or styles (`style.color`, `theme.backgroundColour`, `palette.tint`).
    static let styleMemberWords = ["color", "colour", "gradient", "material", "tint", "fill"]

    /// Whether a value's name says it is a colour or style (`backgroundColor`, `cardFill`), so that
    /// written where a view goes it fills what it is given, as a `Color` does.
    static func namesAStyle(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return styleMemberWords.contains { lowered.hasSuffix($0) }
    }

    /// A name bound to data (or nothing FrameLab can see) rather than a view: `$0`, `item`, `viewModel`.
    func isValueNotView(_ reference: DeclReferenceExprSyntax, _ scope: Scope) -> Bool {
        let name = reference.baseName.text
        if name.first == "$" { return scope[name] == nil || !looksLikeView(ExprSyntax(reference), scope) }
        guard name.first?.isLowercase == true, name != "self" else { return false }
        switch scope[name] {
        case .views?, .viewBuilder?, .computed?, .layout?: return false
        case nil: return definitions[name] == nil
        default: return true
        }
    }

    /// The struct a name means where it is used: the one declared in the same file when several
    /// structs have the name (a `private struct Row` in each file), else the module's.
    func definition(named name: String, usedAt anchor: Syntax, call: FunctionCallExprSyntax? = nil) -> ViewDefinition? {
        if let candidates = sameFileDefinitions[name] {
            let file = anchor.root
            if let own = candidates.last(where: { Syntax($0.declaration).root == file }) { return own }
            // `RootView(store:)` in a folder of several example apps, each with its `RootView`: the
            // one whose initializer takes the call's labels.
            let labels = Set(Self.argumentLabels(call))
            if let fitting = candidates.last(where: { Self.initializes($0, labels: labels) }) { return fitting }
        }
        return definitions[name]
    }

    /// Whether one of a struct's initializers (its own, its extensions', or the memberwise one)
    /// takes these argument labels.
    static func initializes(_ definition: ViewDefinition, labels: Set<String>) -> Bool {
        if (definition.initializers + definition.extensionInitializers).contains(where: { accepts($0, labels: labels) }) { return true }
        return definition.initializers.isEmpty && labels.isSubset(of: Set(definition.memberwiseParameters.map(\.name)))
    }

    func unknownView(_ name: String, at anchor: Syntax, _ scope: Scope) -> TranslationIssue {
        let candidates = ViewCatalog.builtinViews + Array(containerKinds.keys) + Array(definitions.keys) + Array(viewKinds.byName.keys)
        if let suggestion = NameSuggestion.closest(to: name, in: candidates) {
            return TranslationIssue(anchor, "unknown view '\(name)'; did you mean '\(suggestion)'?", id: SourceMessages.unknownView)
        }
        if Self.isModifierName(name) {
            return TranslationIssue(anchor, "'\(name)' is a modifier; write it after a view: '.\(name)(…)'", id: SourceMessages.modifierWithoutView)
        }
        return TranslationIssue(anchor, "unknown view '\(name)': FrameLab does not know it", id: SourceMessages.unknownView)
    }

    /// The views of a closure passed as a view builder, with its parameters bound to `arguments`.
    /// The views a closure builds, its parameters bound to `arguments` and then to `call`'s
    /// arguments, which are read where the call is written (`callerScope`): `transform(self)` in an
    /// `extension View` helper passes the modified view, not the closure's own `self`.
    mutating func builderViews(_ closure: ClosureExprSyntax, captured: Scope, call: FunctionCallExprSyntax?, arguments: [ScopeValue] = [], callerScope: Scope? = nil) throws(TranslationIssue) -> [ViewNode] {
        var scope = captured
        var values = arguments
        if let call {
            for argument in call.arguments { values.append(value(of: argument.expression, callerScope ?? scope)) }
        }
        let names = Self.parameterNames(closure)
        if names.count > 1, values.count == 1, case .record(let typeName, let fields) = values[0], typeName.hasPrefix("(") {
            values = fields.map(\.value)
        }
        for (index, name) in names.enumerated() where name != "_" {
            scope[name] = index < values.count ? values[index] : .unknown("it is a closure parameter")
            // `{ $item in Text(item.name) }`: a binding parameter is also its value under the plain name.
            if name.hasPrefix("$"), name.count > 1 { scope[String(name.dropFirst())] = scope[name] }
        }
        return content(closure.statements, scope: scope)
    }

    static func parameterNames(_ closure: ClosureExprSyntax) -> [String] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let list): return list.map { $0.name.text }
        case .parameterClause(let clause): return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil:
            return usesShorthandArgument(closure.statements) ? ["$0"] : []
        }
    }

    /// Whether `statements` use `$0` outside the closures nested in them (there `$0` is the nested
    /// closure's own). Each token is read once for its innermost closure: scanning nested closures
    /// too took time quadratic in their depth (800 nested `Group { … }`: 15 s in a debug build).
    static func usesShorthandArgument(_ statements: CodeBlockItemListSyntax) -> Bool {
        var stack = [Syntax(statements)]
        while let node = stack.popLast() {
            if let token = node.as(TokenSyntax.self) {
                if token.text == "$0" { return true }
            } else if !node.is(ClosureExprSyntax.self) {
                stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
            }
        }
        return false
    }

    private mutating func computedViews(_ computed: ComputedView, call: FunctionCallExprSyntax?, _ scope: Scope) throws(TranslationIssue) -> [ViewNode] {
        var inner = scope
        if let parameters = computed.parameters, let call {
            // Trailing closures are the last arguments: `applyResizingMode { image }` binds `content`
            // (it was left unbound: "unknown view 'content'").
            let arguments = call.arguments.map(\.expression) + [call.trailingClosure.map(ExprSyntax.init)].compactMap(\.self)
                + call.additionalTrailingClosures.map { ExprSyntax($0.closure) }
            for (index, parameter) in parameters.enumerated() {
                let name = (parameter.secondName ?? parameter.firstName).text
                if index < arguments.count {
                    inner[name] = value(of: arguments[index], scope)
                } else if let fallback = parameter.defaultValue?.value {
                    inner[name] = value(of: fallback, scope)
                }
            }
        }
        if instantiating.filter({ $0 == computed.name }).count > 8 {
            throw TranslationIssue(computed.statements, "'\(computed.name)' refers to itself; recursive views cannot be laid out", id: SourceMessages.recursiveView)
        }
        instantiating.append(computed.name)
        defer { instantiating.removeLast() }
        return content(computed.statements, scope: inner)
    }

    private mutating func concatenatedText(_ infix: InfixOperatorExprSyntax, _ scope: Scope) throws(TranslationIssue) -> ViewNode {
        let lhs = try views(infix.leftOperand, scope).map(Self.textWithoutWeight)
        let rhs = try views(infix.rightOperand, scope).map(Self.textWithoutWeight)
        guard lhs.count == 1, rhs.count == 1, case .text(let a, let aGuess) = lhs[0].kind, case .text(let b, let bGuess) = rhs[0].kind else {
            throw TranslationIssue(infix.operator, "'+' joins Text views only", id: SourceMessages.notAView)
        }
        let guess = [aGuess, bGuess].compactMap(\.self).joined(separator: "; ")
        return ViewNode(.text(a + b, guess: guess.isEmpty ? nil : guess), inertModifiers: lhs[0].inertModifiers + rhs[0].inertModifiers, location: lhs[0].location)
    }

    /// `Text("b").bold()` inside a concatenation: the Text, the weight kept as an inert modifier
    /// (the joined text is measured in one weight).
    static func textWithoutWeight(_ node: ViewNode) -> ViewNode {
        guard case .textEnvironment(let modifier) = node.kind, node.children.count == 1, case .text = node.children[0].kind else { return node }
        switch modifier {
        case .fontWeight, .monospacedDigit:
            var text = node.children[0]
            text.inertModifiers.append(InertModifier(name: modifier.name, arguments: modifier.argumentText))
            return text
        default:
            return node
        }
    }
}
