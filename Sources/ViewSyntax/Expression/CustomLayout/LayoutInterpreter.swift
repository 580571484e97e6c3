import Foundation
import LayoutCore
import SwiftSyntax

/// Runs the Swift of a custom `Layout` (its methods, helper methods, nested helper structs and
/// closures) over `SwiftValue`s, with a step budget. Statements: let/var (with tuple patterns),
/// assignment and compound assignment to variables, members and elements, if/guard (with
/// `if let`), switch on values, for-in (with `where`), while, repeat, break, continue, return,
/// `defer`, `do`/`catch` with `throw`, local functions and local types. Recursion is refused.
/// It is the interpreting strategy of the one walk over Swift (`SwiftEvaluationStrategy`,
/// `SwiftStatementStrategy`; docs/evaluator.md): the walk decides the form, this type computes it.
struct LayoutInterpreter: SwiftStatementStrategy {
    struct Frame {
        var scopes: [[String: SwiftValue]] = [[:]]
        var selfValue: SwiftValue?
        var selfType: String?
    }

    enum Flow {
        case normal, breakLoop, continueLoop
        case returned(SwiftValue)
        /// A `throw` on its way to the nearest `do`/`catch` of the same function.
        case thrown(Thrown)
    }

    let types: LayoutTypeIndex
    let source: SourceContext
    let subviews: CustomLayoutSubviews?
    let stepBudget: Int
    var steps = 0
    var frames: [Frame] = []
    var callStack: [String] = []
    /// Integer literals evaluate as CGFloat (`evaluate(_:as:)` on literal arithmetic).
    var integerLiteralsAreFloating = false
    /// The declared return type of each function running (nil for closures), innermost last:
    /// `return 1 / 2` in a function returning CGFloat is 0.5, as Swift types the literals.
    var returnTypes: [String?] = []
    /// A throw leaving a function as `error` on its way to a caller's `do` (`runDo`).
    var pendingThrow: (thrown: Thrown, error: CustomLayoutError)?

    init(_ code: LayoutCode, subviews: CustomLayoutSubviews?) {
        self.types = code.types
        self.source = code.source
        self.subviews = subviews
        self.stepBudget = code.stepBudget
    }

    // MARK: Errors and budget

    func error(_ node: some SyntaxProtocol, _ message: String) -> CustomLayoutError {
        CustomLayoutError(message, at: source.location(of: node))
    }

    mutating func tick(_ node: some SyntaxProtocol) throws(CustomLayoutError) {
        steps += 1
        if steps > stepBudget {
            throw error(node, "the layout took more than \(stepBudget) steps and was stopped here (an endless loop?); raise TranslationOptions.maxClosureSteps if it needs more")
        }
    }

    // MARK: Scopes

    var frame: Frame {
        get { frames[frames.count - 1] }
        set { frames[frames.count - 1] = newValue }
    }

    mutating func bind(_ name: String, _ value: SwiftValue) {
        guard name != "_" else { return }
        frames[frames.count - 1].scopes[frames[frames.count - 1].scopes.count - 1][name] = value
    }

    func local(_ name: String) -> SwiftValue? {
        for scope in frame.scopes.reversed() { if let value = scope[name] { return value } }
        return nil
    }

    mutating func setLocal(_ name: String, _ value: SwiftValue) -> Bool {
        let last = frames.count - 1
        for index in frames[last].scopes.indices.reversed() where frames[last].scopes[index][name] != nil {
            frames[last].scopes[index][name] = value
            return true
        }
        return false
    }

    mutating func withScope<T>(_ body: (inout LayoutInterpreter) throws(CustomLayoutError) -> T) throws(CustomLayoutError) -> T {
        frames[frames.count - 1].scopes.append([:])
        defer { frames[frames.count - 1].scopes.removeLast() }
        return try body(&self)
    }

    // MARK: Statements

    /// Runs a body. With `implicitReturn`, a body of one expression returns its value. `defer`
    /// blocks run when the body ends, last first.
    mutating func run(_ items: CodeBlockItemListSyntax, implicitReturn: Bool) throws(CustomLayoutError) -> Flow {
        if implicitReturn, let flow = try walkImplicitReturn(items) { return flow }
        var deferred: [CodeBlockSyntax] = []
        for item in items {
            try tick(item)
            if case .stmt(let statement) = item.item, let deferStatement = statement.as(DeferStmtSyntax.self) {
                deferred.append(deferStatement.body)
                continue
            }
            let flow = try walkStatement(item)
            if case .normal = flow { continue }
            try runDeferred(deferred)
            return flow
        }
        try runDeferred(deferred)
        return .normal
    }

    private mutating func runDeferred(_ blocks: [CodeBlockSyntax]) throws(CustomLayoutError) {
        for block in blocks.reversed() {
            _ = try withScope { (i) throws(CustomLayoutError) in try i.run(block.statements, implicitReturn: false) }
        }
    }

    /// The value of a returned expression, its literals typed by the function's return type.
    mutating func returnValue(_ expression: ExprSyntax) throws(CustomLayoutError) -> SwiftValue {
        if let type = returnTypes.last ?? nil { return try evaluate(expression, as: type) }
        return try evaluate(expression)
    }

    // MARK: The forms of a statement (SwiftStatementStrategy)

    mutating func ifOutcome(_ ifExpr: IfExprSyntax, implicitReturn: Bool) throws(CustomLayoutError) -> Flow {
        try runIf(ifExpr, implicitReturn: implicitReturn)
    }

    mutating func switchOutcome(_ switchExpr: SwitchExprSyntax, implicitReturn: Bool) throws(CustomLayoutError) -> Flow {
        try runSwitch(switchExpr, implicitReturn: implicitReturn)
    }

    mutating func returnedOutcome(_ expression: ExprSyntax) throws(CustomLayoutError) -> Flow {
        .returned(try returnValue(expression))
    }

    mutating func returnOutcome(_ statement: ReturnStmtSyntax) throws(CustomLayoutError) -> Flow {
        .returned(try statement.expression.map { (e) throws(CustomLayoutError) in try returnValue(e) } ?? .void)
    }

    mutating func assignmentOutcome(_ infix: InfixOperatorExprSyntax) throws(CustomLayoutError) -> Flow {
        try assign(infix)
        return .normal
    }

    mutating func unusedOutcome(_ expression: ExprSyntax) throws(CustomLayoutError) -> Flow {
        _ = try evaluate(expression)
        return .normal
    }

    mutating func declarationOutcome(_ decl: DeclSyntax) throws(CustomLayoutError) -> Flow {
        if let variable = decl.as(VariableDeclSyntax.self) {
            try declare(variable)
        } else if let function = decl.as(FunctionDeclSyntax.self) {
            bind(function.name.text, .localFunction(function, frame: frames.count - 1))
        } else if !(decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self) || decl.is(TypeAliasDeclSyntax.self)) {
            // Local structs and enums are indexed with the file's types (LayoutTypeIndex).
            throw error(decl, "only let/var, local functions, structs and enums can be declared inside a layout's methods")
        }
        return .normal
    }

    /// `throw`, `do`, `guard`, `for`, `while`, `repeat`, `break`, `continue`.
    mutating func otherOutcome(_ statement: StmtSyntax) throws(CustomLayoutError) -> Flow {
        if let throwStatement = statement.as(ThrowStmtSyntax.self) {
            return .thrown(try thrownValue(throwStatement))
        }
        if let doStatement = statement.as(DoStmtSyntax.self) { return try runDo(doStatement) }
        if let guardStatement = statement.as(GuardStmtSyntax.self) {
            if try conditions(guardStatement.conditions) { return .normal }
            let flow = try withScope { (i) throws(CustomLayoutError) in try i.run(guardStatement.body.statements, implicitReturn: false) }
            if case .normal = flow { throw error(guardStatement.guardKeyword, "the 'guard' body must not fall through") }
            return flow
        }
        if let forStatement = statement.as(ForStmtSyntax.self) { return try runFor(forStatement) }
        if let whileStatement = statement.as(WhileStmtSyntax.self) {
            while true {
                try tick(whileStatement)
                let flow = try withScope { (i) throws(CustomLayoutError) -> Flow? in
                    guard try i.conditions(whileStatement.conditions) else { return nil }
                    return try i.run(whileStatement.body.statements, implicitReturn: false)
                }
                guard let flow else { return .normal }
                switch flow {
                case .breakLoop: return .normal
                case .returned, .thrown: return flow
                case .normal, .continueLoop: continue
                }
            }
        }
        if let repeatStatement = statement.as(RepeatStmtSyntax.self) {
            while true {
                try tick(repeatStatement)
                let flow = try withScope { (i) throws(CustomLayoutError) in try i.run(repeatStatement.body.statements, implicitReturn: false) }
                switch flow {
                case .breakLoop: return .normal
                case .returned, .thrown: return flow
                case .normal, .continueLoop: break
                }
                if try !bool(try evaluate(repeatStatement.condition), repeatStatement.condition) { return .normal }
            }
        }
        if statement.is(BreakStmtSyntax.self) { return .breakLoop }
        if statement.is(ContinueStmtSyntax.self) { return .continueLoop }
        throw error(statement, "FrameLab cannot run this statement in a custom layout")
    }

    private mutating func declare(_ variable: VariableDeclSyntax) throws(CustomLayoutError) {
        for binding in variable.bindings {
            var value: SwiftValue = .none
            let declared = binding.typeAnnotation?.type.sourceText
            if let initializer = binding.initializer {
                value = if let declared { try evaluate(initializer.value, as: declared) } else { try evaluate(initializer.value) }
            } else if let declared {
                value = coerce(value, to: declared)
            }
            try bindPattern(binding.pattern, value)
        }
    }

    mutating func bindPattern(_ pattern: PatternSyntax, _ value: SwiftValue) throws(CustomLayoutError) {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            bind(identifier.identifier.text, value)
        } else if pattern.is(WildcardPatternSyntax.self) {
            return
        } else if let tuple = pattern.as(TuplePatternSyntax.self) {
            guard case .tuple(let items, _) = value, items.count == tuple.elements.count else {
                throw error(pattern, "cannot split \(value.withArticle) into \(tuple.elements.count) values")
            }
            for (element, item) in zip(tuple.elements, items) { try bindPattern(element.pattern, item) }
        } else if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            try bindPattern(binding.pattern, value)
        } else {
            throw error(pattern, "this pattern is not supported in a custom layout; use a name or a tuple of names")
        }
    }

    /// `if`/`while`/`guard` conditions; `if let` binds in the current scope.
    mutating func conditions(_ list: ConditionElementListSyntax) throws(CustomLayoutError) -> Bool {
        for element in list {
            switch element.condition {
            case .expression(let expression):
                if try !bool(try evaluate(expression), expression) { return false }
            case .optionalBinding(let binding):
                let value: SwiftValue
                if let initializer = binding.initializer {
                    value = try evaluate(initializer.value)
                } else if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    value = try lookup(name, at: binding)
                } else {
                    throw error(binding, "this 'if let' form is not supported")
                }
                if value.isNone { return false }
                try bindPattern(binding.pattern, value)
            default:
                throw error(element, "only Boolean conditions and 'if let' are supported in a custom layout")
            }
        }
        return true
    }

    mutating func runIf(_ ifExpr: IfExprSyntax, implicitReturn: Bool) throws(CustomLayoutError) -> Flow {
        try withScope { (i) throws(CustomLayoutError) -> Flow in
            if try i.conditions(ifExpr.conditions) {
                return try i.run(ifExpr.body.statements, implicitReturn: implicitReturn)
            }
            switch ifExpr.elseBody {
            case .ifExpr(let nested)?: return try i.runIf(nested, implicitReturn: implicitReturn)
            case .codeBlock(let block)?: return try i.withScope { (j) throws(CustomLayoutError) in try j.run(block.statements, implicitReturn: implicitReturn) }
            case nil: return .normal
            }
        }
    }

    mutating func runSwitch(_ switchExpr: SwitchExprSyntax, implicitReturn: Bool) throws(CustomLayoutError) -> Flow {
        let subject = try evaluate(switchExpr.subject)
        for element in switchExpr.cases {
            guard case .switchCase(let switchCase) = element else { throw error(element, "'#if' inside a switch is not supported") }
            var matches = false
            switch switchCase.label {
            case .default: matches = true
            case .case(let label):
                for item in label.caseItems {
                    guard let pattern = item.pattern.as(ExpressionPatternSyntax.self) else {
                        throw error(item.pattern, "only value patterns (case .vertical:) are supported in a custom layout")
                    }
                    if try equal(subject, try evaluate(pattern.expression)) { matches = true }
                }
            }
            if matches {
                let flow = try withScope { (i) throws(CustomLayoutError) in try i.run(switchCase.statements, implicitReturn: implicitReturn) }
                if case .breakLoop = flow { return .normal }
                return flow
            }
        }
        return .normal
    }

    private mutating func runFor(_ loop: ForStmtSyntax) throws(CustomLayoutError) -> Flow {
        let items = try sequence(try evaluate(loop.sequence), loop.sequence)
        for item in items {
            try tick(loop)
            let flow = try withScope { (i) throws(CustomLayoutError) -> Flow in
                try i.bindPattern(loop.pattern, item)
                if let clause = loop.whereClause, try !i.bool(try i.evaluate(clause.condition), clause.condition) { return .normal }
                return try i.run(loop.body.statements, implicitReturn: false)
            }
            switch flow {
            case .breakLoop: return .normal
            case .returned, .thrown: return flow
            case .normal, .continueLoop: continue
            }
        }
        return .normal
    }

    // MARK: Assignment

    private mutating func assign(_ infix: InfixOperatorExprSyntax) throws(CustomLayoutError) {
        let compound = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
        var value: SwiftValue
        if Self.isLiteralArithmetic(infix.rightOperand), !infix.leftOperand.is(DiscardAssignmentExprSyntax.self) {
            // `x = 1 / 2`, `x += 1 / 2` with x a CGFloat: the literals are CGFloats.
            if let declared = storedPropertyType(infix.leftOperand) {
                value = try evaluate(infix.rightOperand, as: declared)
            } else {
                let current = try? evaluate(infix.leftOperand)
                value = try evaluateLiteral(infix.rightOperand, floating: current.map(Self.isFloating) ?? false)
            }
        } else {
            value = try evaluate(infix.rightOperand)
        }
        if let op = compound {
            let current = try evaluate(infix.leftOperand)
            value = try binary(String(op.dropLast()), current, value, infix.operator)
        }
        try store(value, into: infix.leftOperand)
    }

    /// The declared type of `target` when it names a stored property of `self` (`spacing`, `self.spacing`).
    private func storedPropertyType(_ target: ExprSyntax) -> String? {
        let name: String
        if let reference = target.as(DeclReferenceExprSyntax.self), local(reference.baseName.text) == nil {
            name = reference.baseName.text
        } else if let member = target.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        guard let type = frame.selfType else { return nil }
        return types[type]?.stored.first { $0.name == name }?.type?.sourceText
    }

    /// Writes `value` where `target` (a variable, `a.b`, `a[i]`, `self.x`) refers to.
    mutating func store(_ value: SwiftValue, into target: ExprSyntax) throws(CustomLayoutError) {
        if target.is(DiscardAssignmentExprSyntax.self) { return }
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if setLocal(name, value) { return }
            if case .record(let type, var fields)? = frame.selfValue, fields[name] != nil || types[type]?.stored.contains(where: { $0.name == name }) == true {
                fields[name] = value
                frame.selfValue = .record(type, fields)
                return
            }
            throw error(reference, "cannot assign to '\(name)': only variables and stored properties can be assigned")
        }
        if let member = target.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                guard case .record(let type, var fields)? = frame.selfValue else { throw error(member, "'self' has no properties here") }
                fields[name] = value
                frame.selfValue = .record(type, fields)
                return
            }
            let updated = try withMember(try evaluate(base), name, value, member)
            try store(updated, into: base)
            return
        }
        if let subscriptExpr = target.as(SubscriptCallExprSyntax.self), let argument = subscriptExpr.arguments.first {
            guard case .array(var items) = try evaluate(subscriptExpr.calledExpression) else {
                throw error(subscriptExpr, "only array elements can be assigned")
            }
            let index = try integer(try evaluate(argument.expression), argument.expression)
            guard items.indices.contains(index) else { throw error(argument, "index \(index) is out of range (the array has \(items.count) elements)") }
            items[index] = value
            try store(.array(items), into: subscriptExpr.calledExpression)
            return
        }
        if let tuple = target.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            try store(value, into: only.expression)
            return
        }
        throw error(target, "cannot assign to '\(target.sourceText)' in a custom layout")
    }

    private func withMember(_ base: SwiftValue, _ name: String, _ value: SwiftValue, _ node: MemberAccessExprSyntax) throws(CustomLayoutError) -> SwiftValue {
        switch base {
        case .record(let type, var fields):
            if type == "CGRect", ["x", "y", "width", "height"].contains(name) {
                throw error(node, "set '\(name == "x" || name == "y" ? "origin" : "size").\(name)' of a CGRect instead of '\(name)'")
            }
            fields[name] = value
            return .record(type, fields)
        case .implicit("zero"):
            let type = ["x", "y"].contains(name) ? "CGPoint" : "CGSize"
            var fields = coerce(base, to: type).fields
            fields[name] = value
            return .record(type, fields)
        default:
            throw error(node, "cannot set '\(name)' on \(base.withArticle)")
        }
    }
}

extension SwiftValue {
    var fields: [String: SwiftValue] {
        if case .record(_, let fields) = self { return fields }
        return [:]
    }
}
