import LayoutCore
import SwiftSyntax

/// Computed values of the source's own data (issue 26, wave 7): an enum's or a struct's computed
/// property (`scale.barHeight` with `var barHeight: CGFloat { switch self { case .small: 4 … } }`),
/// an enum's `rawValue` (`enum Size: CGFloat { case compact = 20 }`), the `if` and `switch`
/// expressions and the `return`/`guard` forms of a getter, and static members reached through an
/// implicit member of the type a context expects (`.DS.Padding.split` for a `CGFloat`, `.appTitle`
/// for a `Font`). Everything is read over `ScopeValue` with `resolve`, so numbers still go through
/// the one evaluator (`evaluate`); what cannot be computed stays nil, and the callers' warnings stay.
extension ViewTranslator {
    /// The numeric types a length argument may name implicitly (`.DS.Padding.split` is
    /// `CGFloat.DS.Padding.split` where a `CGFloat` is expected).
    static let implicitNumberTypes = ["CGFloat", "Double", "Float", "Int"]

    /// A computed property of a value of the source's own types, or an enum's `rawValue`; nil
    /// when the type has no such getter or its body cannot be computed.
    mutating func computedProperty(_ name: String, of receiver: ScopeValue, depth: Int) -> ScopeValue? {
        guard depth < 24 else { return nil }
        let typeName: String?
        var caseName: String?
        switch receiver {
        case .record(let type, _): typeName = type
        case .enumCase(let type, let written):
            caseName = written
            typeName = type ?? enumType(declaring: written, member: name == "rawValue" ? nil : name)
        default: return nil
        }
        guard let typeName, let type = ownType(typeName) else { return nil }
        if name == "rawValue", let caseName, type.isEnum { return rawValue(of: caseName, in: type, depth: depth) }
        guard let (getter, inner) = getterScope(name, of: receiver) else { return nil }
        let key = "\(typeName).\(name)"
        guard !computingGetters.contains(key), computingGetters.count < 16 else { return nil }
        computingGetters.append(key)
        defer { computingGetters.removeLast() }
        return bodyValue(getter, inner, depth: depth + 1)
    }

    /// The getter of a computed property of a value's type, and the scope its body reads: the
    /// value as `self`, a record's stored properties and the type's other getters by name.
    private func getterScope(_ name: String, of receiver: ScopeValue) -> (CodeBlockItemListSyntax, Scope)? {
        let typeName: String?
        switch receiver {
        case .record(let type, _): typeName = type
        case .enumCase(let type, let caseName): typeName = type ?? enumType(declaring: caseName, member: name)
        default: return nil
        }
        guard let typeName, let type = ownType(typeName),
            let getter = type.computedProperties[name] ?? type.extensionMembers[name].flatMap({ $0.parameters == nil ? $0.statements : nil })
        else { return nil }
        var inner = globals
        inner["self"] = receiver
        if case .record(_, let fields) = receiver {
            for field in fields { inner[field.name] = field.value }
        }
        for (other, statements) in type.computedProperties where other != name && inner[other] == nil {
            inner[other] = .computed(ComputedView(name: other, parameters: nil, statements: statements))
        }
        return (getter, inner)
    }

    /// A type by the name a property wrote: the one nested in the view being translated first
    /// (`UsageBarsView.Scale` for `let scale: Scale` there), as Swift looks names up, then the
    /// top-level or only one of that name.
    private func ownType(_ name: String) -> DataType? {
        if let current = instantiating.last, let nested = dataTypes["\(current).\(name)"] { return nested }
        return dataTypes[name]
    }

    /// The enum of the source that declares `caseName` (and the computed property `member`, when
    /// given): the case's type when the source wrote it implicitly (`.small` with no type known).
    private func enumType(declaring caseName: String, member: String?) -> String? {
        let candidates = dataTypes.types.filter { key, type in
            type.isEnum && type.name == key && type.cases.contains(caseName)
                && (member.map { type.computedProperties[$0] != nil || type.extensionMembers[$0] != nil } ?? (type.rawType != nil))
        }
        return candidates.count == 1 ? candidates.first?.key : nil
    }

    /// `rawValue` of a case: its written raw value, else Swift's implicit one (the case's name for a
    /// `String` enum, the previous integer plus one for a numeric enum, starting at 0).
    private mutating func rawValue(of caseName: String, in type: DataType, depth: Int) -> ScopeValue? {
        guard let rawType = type.rawType else { return .string(caseName) }
        if let written = type.rawValues[caseName] { return resolve(written, globals, expecting: rawType, depth: depth + 1) }
        if rawType == "String" || rawType == "Character" { return .string(caseName) }
        guard Self.implicitNumberTypes.contains(rawType) || rawType.hasPrefix("Int") || rawType.hasPrefix("UInt") else { return nil }
        var next = 0.0
        for name in type.cases {
            if let written = type.rawValues[name] {
                guard case .value(.number(let number))? = resolve(written, globals, expecting: rawType, depth: depth + 1) else { return nil }
                next = number
            }
            if name == caseName { return .value(.number(next)) }
            next += 1
        }
        return nil
    }

    /// The value a getter's or a branch's statements give (see `returnedExpression`).
    mutating func bodyValue(_ statements: CodeBlockItemListSyntax, _ scope: Scope, depth: Int) -> ScopeValue? {
        guard let (expression, inner) = returnedExpression(statements, scope, depth: depth) else { return nil }
        return resolve(expression, inner, depth: depth + 1)
    }

    /// The expression a getter's or a branch's statements return, with the scope it is read in:
    /// `let`s are bound in turn, `return x`, an implicitly returned last expression, `if`/`switch`
    /// (statements or expressions) and `guard … else { return x }` are followed; nil as soon as a
    /// condition or a form cannot be computed. Readers of syntax (a font, an alignment) read the
    /// expression; `bodyValue` resolves it.
    mutating func returnedExpression(_ statements: CodeBlockItemListSyntax, _ scope: Scope, depth: Int) -> (ExprSyntax, Scope)? {
        guard depth < 24 else { return nil }
        var scope = scope
        let items = activeItems(statements)
        for (index, item) in items.enumerated() {
            let isLast = index == items.count - 1
            var expression: ExprSyntax?
            switch item.item {
            case .decl(let decl):
                guard let variable = decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
                    guard let initial = binding.initializer?.value else { scope[name] = .unknown("'\(name)' is not set"); continue }
                    scope[name] = resolve(initial, scope, expecting: binding.typeAnnotation.map { Self.baseTypeName($0.type) }, depth: depth + 1)
                        ?? .unknown("FrameLab cannot compute '\(name)'")
                }
                continue
            case .stmt(let statement):
                if let returned = statement.as(ReturnStmtSyntax.self) {
                    return returned.expression.map { ($0, scope) }
                }
                if let guarded = statement.as(GuardStmtSyntax.self) {
                    guard let holds = conditionsHold(guarded.conditions, scope) else { return nil }
                    if !holds { return returnedExpression(guarded.body.statements, scope, depth: depth + 1) }
                    continue
                }
                guard let wrapped = statement.as(ExpressionStmtSyntax.self) else { return nil }
                expression = wrapped.expression
            case .expr(let written):
                expression = written
            }
            guard let expression else { return nil }
            do throws(NoValue) {
                return try branchExpression(expression, scope, isLast: isLast, depth: depth)
            } catch {
                continue
            }
        }
        return nil
    }

    /// A body's statements with each `#if` replaced by its active clause's (`#if os(tvOS) … #else
    /// .subheadline #endif` in a getter).
    private func activeItems(_ statements: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax] {
        var items: [CodeBlockItemSyntax] = []
        for item in statements {
            if case .decl(let decl) = item.item, let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                if case .statements(let inner)? = CompilationConditions.activeClause(ifConfig, in: options.environment)?.elements {
                    items += activeItems(inner)
                }
            } else {
                items.append(item)
            }
        }
        return items
    }

    /// An expression statement: an `if` or `switch` whose branch returns (or, last, gives) a value;
    /// a last expression is the implicit return. Throws `NoValue.fallsThrough` for an `if` with no
    /// `else` whose condition fails (the statements after it run).
    private mutating func branchExpression(_ expression: ExprSyntax, _ scope: Scope, isLast: Bool, depth: Int) throws(NoValue) -> (ExprSyntax, Scope)? {
        if let conditional = expression.as(IfExprSyntax.self) {
            guard let holds = conditionsHold(conditional.conditions, scope) else { return nil }
            if holds { return returnedExpression(conditional.body.statements, scope, depth: depth + 1) }
            switch conditional.elseBody {
            case .ifExpr(let next)?: return try branchExpression(ExprSyntax(next), scope, isLast: isLast, depth: depth)
            case .codeBlock(let block)?: return returnedExpression(block.statements, scope, depth: depth + 1)
            case nil: throw .fallsThrough
            }
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            guard let statements = switchCase(switchExpression, scope, depth: depth) else { return nil }
            return returnedExpression(statements, scope, depth: depth + 1)
        }
        // An expression that is not last (an assignment `h = 20`, a call) may change what is
        // returned: FrameLab does not follow it, so the getter is unknown rather than wrong.
        guard isLast else { return nil }
        return (expression, scope)
    }

    private enum NoValue: Error { case fallsThrough }

    /// `if a, b { … }`: every condition holds (expressions only); nil when one cannot be computed.
    private mutating func conditionsHold(_ conditions: ConditionElementListSyntax, _ scope: Scope) -> Bool? {
        for condition in conditions {
            guard case .expression(let expression) = condition.condition, let holds = truth(expression, scope) else { return nil }
            if !holds { return false }
        }
        return true
    }

    /// An `if` or `switch` used as a value (`let h = if compact { 20 } else { 40 }`).
    mutating func conditionalValue(_ expression: ExprSyntax, _ scope: Scope, depth: Int) -> ScopeValue? {
        guard let (chosen, inner) = try? branchExpression(expression, scope, isLast: true, depth: depth) else { return nil }
        return resolve(chosen, inner, depth: depth + 1)
    }

    /// The expression a computed property returns for a value the scope holds: `scale.font` (an
    /// enum's getter), `titleFont` (a getter of the view), with the scope to read it in; nil for
    /// anything else. For readers of syntax, such as a font.
    mutating func computedExpression(_ expression: ExprSyntax, _ scope: Scope) -> (ExprSyntax, Scope)? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            guard case .computed(let computed)? = scope[name], computed.parameters == nil, !computingGetters.contains(name) else { return nil }
            return returnedExpression(computed.statements, scope, depth: 1)
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, !base.is(DeclReferenceExprSyntax.self) || base.sourceText.first?.isUppercase != true,
            let receiver = resolve(base, scope), let (getter, inner) = getterScope(member.declName.baseName.text, of: receiver)
        else { return nil }
        return returnedExpression(getter, inner, depth: 1)
    }

    /// The statements of the case a `switch` takes on a value FrameLab can see: enum cases by name
    /// (`.small`, `Scale.small`, several in one `case`), numbers, strings and Booleans by value,
    /// `default`; nil when the subject or a pattern before the match cannot be read (`case let .x(v)`).
    private mutating func switchCase(_ switchExpression: SwitchExprSyntax, _ scope: Scope, depth: Int) -> CodeBlockItemListSyntax? {
        guard let subject = resolve(switchExpression.subject, scope, depth: depth + 1) else { return nil }
        for element in switchExpression.cases {
            guard case .switchCase(let switchCase) = element else { return nil }
            switch switchCase.label {
            case .default:
                return switchCase.statements
            case .case(let label):
                for item in label.caseItems {
                    guard item.whereClause == nil, let pattern = item.pattern.as(ExpressionPatternSyntax.self) else { return nil }
                    guard let matches = matches(subject, pattern.expression, scope, depth: depth) else { return nil }
                    if matches { return switchCase.statements }
                }
            }
        }
        return nil
    }

    private mutating func matches(_ subject: ScopeValue, _ pattern: ExprSyntax, _ scope: Scope, depth: Int) -> Bool? {
        if case .enumCase(_, let name) = subject {
            guard let member = pattern.as(MemberAccessExprSyntax.self) else { return nil }
            return member.declName.baseName.text == name
        }
        guard let wanted = resolve(pattern, scope, depth: depth + 1) else { return nil }
        switch (subject, wanted) {
        case (.value(let a), .value(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.nilValue, .nilValue): return true
        default: return nil
        }
    }

    /// The initializer of a static member reached from the type `typeName` a context expects:
    /// `.appTitle` or `Font.appTitle` (`extension Font { static let appTitle: Font = .title3 }`),
    /// `.DS.Padding.split` (an enum nested in `extension CGFloat`). Nil when none is declared.
    func staticMemberExpression(_ expression: ExprSyntax, of typeName: String) -> ExprSyntax? {
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        var path: [String] = [member.declName.baseName.text]
        var base = member.base
        while let next = base?.as(MemberAccessExprSyntax.self) {
            path.insert(next.declName.baseName.text, at: 0)
            base = next.base
        }
        var owner: String
        switch base {
        case nil: owner = typeName
        case let reference? where reference.as(DeclReferenceExprSyntax.self)?.baseName.text == typeName: owner = typeName
        default: return nil
        }
        let name = path.removeLast()
        for part in path { owner += ".\(part)" }
        return dataTypes[owner]?.staticMembers[name]
    }

    /// A dotted name the scope does not hold as a number (`scale.barHeight`, `size.rawValue`,
    /// `metrics.inner`, `.DS.Padding.split`), computed with the source's own getters and statics,
    /// for the evaluator's names (`evaluate`). Nil when it is not such a value.
    mutating func computedName(_ path: String, _ scope: Scope) -> SwiftValue? {
        if path.hasPrefix(".") {
            for type in Self.implicitNumberTypes {
                if let value = staticValues[type + path] { return value }
            }
            return nil
        }
        var parts = path.split(separator: ".").map(String.init)
        if parts.first == "self", parts.count > 1 { parts.removeFirst() }
        guard let first = parts.first, var value = scope[first] else { return nil }
        if case .computed(let computed) = value {
            // A getter of the view (`var rowHeight: CGFloat { … }`, `var notchSize: CGSize { … }`).
            guard computed.parameters == nil, !computingGetters.contains(first), computingGetters.count < 16 else { return nil }
            computingGetters.append(first)
            defer { computingGetters.removeLast() }
            guard let result = bodyValue(computed.statements, scope, depth: 1) else { return nil }
            value = result
        }
        for part in parts.dropFirst() {
            guard let next = dataMember(part, of: value, depth: 1) else { return nil }
            value = next
        }
        if case .value(let result) = value { return result }
        return nil
    }

    /// Why a getter of the view (`var avatarSize: CGFloat { style.thumbnailHeight }`) has no value
    /// FrameLab can compute, naming what it returns; nil for any other name. (It was "it is a view".)
    mutating func getterReason(_ name: String, _ scope: Scope) -> OuterName? {
        guard case .computed(let computed)? = scope[name], computed.parameters == nil else { return nil }
        guard let (returned, _) = returnedExpression(computed.statements, scope, depth: 1) else {
            return .unknown("its getter's body is more than FrameLab computes")
        }
        return .unknown("its getter returns '\(Self.short(returned))', which FrameLab cannot compute")
    }

    /// A member of a value: what `ScopeValue.member` sees (stored properties, `count` …), else a
    /// computed property of the source's type; an enum case's `rawValue` is its declared raw value
    /// (`ScopeValue.member` can only answer the case's name).
    mutating func dataMember(_ name: String, of receiver: ScopeValue, depth: Int) -> ScopeValue? {
        if case .enumCase = receiver, name == "rawValue" { return computedProperty(name, of: receiver, depth: depth) ?? receiver.member(name) }
        return receiver.member(name) ?? computedProperty(name, of: receiver, depth: depth)
    }

    /// A static function called by its written name (`.grid`, `CGFloat.grid`, `Theme.Spacing.grid`):
    /// an implicit member is looked for in the numeric types' extensions, as a length expects one.
    func staticFunction(_ writtenName: String) -> ComputedView? {
        guard let dot = writtenName.lastIndex(of: ".") else { return nil }
        let owner = String(writtenName[..<dot])
        let name = String(writtenName[writtenName.index(after: dot)...])
        if owner.isEmpty {
            for type in Self.implicitNumberTypes {
                if let function = dataTypes[type]?.staticFunctions[name] { return function }
            }
            return nil
        }
        return dataTypes[owner]?.staticFunctions[name]
    }
}

/// Optional lengths of real code: `cond ? 80 : nil`, `anchor?.width ?? 10`.
extension ViewTranslator {
    /// The branch of a length written as a ternary (`isCompact ? 80 : nil`) that its condition
    /// takes; the first, with the condition's warning, when FrameLab cannot evaluate it (as an
    /// `Axis.Set` or a font ternary does). Any other expression is itself.
    mutating func lengthBranch(_ expression: ExprSyntax, _ scope: Scope) throws(TranslationIssue) -> ExprSyntax {
        var expression = expression
        while let ternary = expression.as(TernaryExprSyntax.self) {
            expression = try condition(ternary.condition, scope) ? ternary.thenExpression : ternary.elseExpression
        }
        while let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            expression = only.expression
        }
        return expression
    }

    /// `anchor?.height` with `anchor` nil: an optional length FrameLab knows is nil (as `nil` is).
    mutating func isKnownNil(_ expression: ExprSyntax, _ scope: Scope) -> Bool {
        guard expression.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .postfixQuestionMark }) else { return false }
        if case .nilValue? = resolve(expression, scope) { return true }
        return false
    }

    /// `a?.width ?? 10` whose left side FrameLab cannot know: the fallback, a guess with a warning
    /// naming what is unknown. Nil for any other expression (or a fallback that is unknown too).
    mutating func fallbackLength(_ expression: ExprSyntax, _ scope: Scope) throws(TranslationIssue) -> Double? {
        guard let infix = expression.as(InfixOperatorExprSyntax.self), infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" else { return nil }
        let fallback = try lengthBranch(infix.rightOperand, scope)
        guard case .number(let value)? = try? evaluate(fallback, scope) else { return nil }
        warnUnknown(infix.leftOperand, "FrameLab cannot know the value of '\(Self.short(infix.leftOperand))'; it uses the fallback \(formatLength(value)) after '??', a guess")
        return value
    }
}

extension ViewTranslator {
    /// The scope a closure's body sees with its capture list bound: `[width = proxy.size.width]`
    /// gives `width` that value (or says why it is unknown); `[x]`, `[weak self]` capture names the
    /// scope already holds.
    mutating func capturing(_ closure: ClosureExprSyntax, _ scope: Scope) -> Scope {
        guard let items = closure.signature?.capture?.items else { return scope }
        var inner = scope
        for item in items {
            guard let initializer = item.initializer?.value else { continue }
            inner[item.name.text] = value(of: initializer, scope)
        }
        return inner
    }
}

extension ViewTranslator {
    static let geometryTypes: Set<String> = ["CGSize", "CGPoint", "CGRect", "CGVector", "EdgeInsets"]

    /// `CGSize(width: 10, height: 20)`, `EdgeInsets(top: …)`: a record of its labelled values,
    /// so `size.width` reads one (unlabelled or unknown arguments leave a placeholder field).
    mutating func geometryRecord(_ typeName: String, _ arguments: CallArguments, _ scope: Scope, depth: Int) -> ScopeValue {
        // Every field a number FrameLab computes (absent ones 0, `CGRect(origin:size:)` flattened):
        // `ViewTranslator+GeometryValues`; else the labelled arguments as they read.
        if let numbers = geometryValue(typeName, arguments, scope) { return numbers }
        var fields: [(name: String, value: ScopeValue)] = []
        for item in arguments.items {
            guard let label = item.label else { return .opaque(typeName: typeName) }
            fields.append((label, resolve(item.expression, scope, depth: depth + 1) ?? .opaque(typeName: "\(typeName).\(label)")))
        }
        return .record(typeName: typeName, fields: fields)
    }

    /// `.init(…)` where the context expects `typeName`: the source's struct or class built by its
    /// memberwise initializer, a geometry record, else a placeholder of that type.
    mutating func initialized(_ typeName: String?, _ arguments: CallArguments, _ scope: Scope, depth: Int) -> ScopeValue {
        guard let typeName else { return .opaque(typeName: "a value made by .init") }
        if let type = dataTypes[typeName], !type.isEnum, definitions[typeName] == nil { return record(type, arguments, scope, depth: depth) }
        if Self.geometryTypes.contains(typeName) { return geometryRecord(typeName, arguments, scope, depth: depth) }
        return .opaque(typeName: typeName)
    }

    /// A record's fields as numbers by name, or nil when one is not a number FrameLab knows (so an
    /// `EdgeInsets` with an unknown edge is read, and warned, by the usual path, never set to 0).
    static func numbers(_ fields: [(name: String, value: ScopeValue)]) -> [String: Double]? {
        var numbers: [String: Double] = [:]
        for field in fields {
            guard case .value(.number(let number)) = field.value else { return nil }
            numbers[field.name] = number
        }
        return numbers
    }
}
