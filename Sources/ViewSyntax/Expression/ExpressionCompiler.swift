import LayoutCore
import SwiftSyntax

/// What a name outside the closure stands for.
enum OuterName {
    case value(SwiftValue)
    /// A name that exists but whose value FrameLab cannot know (a binding, a proxy, a collection).
    case unknown(String)
    case none
}

/// Compiles closure bodies and argument expressions (already operator-folded syntax) into
/// `LengthExpression`/`LengthStatement` values, checking types as it goes: the compiling strategy of
/// the one walk over Swift (`SwiftEvaluationStrategy`, `SwiftStatementStrategy`; docs/evaluator.md).
/// Its programs run in `LengthInterpreter`, at layout time for a length closure and at once for a
/// translate-time constant (`TranslateTimeConstant.swift`).
struct ExpressionCompiler: SwiftStatementStrategy {
    private struct Local {
        var slot: Int
        var type: ValueType?
    }

    var outer: (String) -> OuterName
    /// Words used in messages: "a containerRelativeFrame closure", "an argument".
    var context: String
    private var scopes: [[String: Local]] = [[:]]
    private(set) var slotCount = 0
    /// Names from outside the closure it used, with their values.
    private(set) var captured: [String: SwiftValue] = [:]
    /// The source's functions by name (`spacing(for:)`); a call of one whose body is a single
    /// expression is compiled in place, its parameters standing for the arguments.
    var function: (String) -> ComputedView? = { _ in nil }
    /// A condition the caller can decide on its own data when the length language cannot type it
    /// (the translator's `truth`: enum cases, strings, optionals); nil when it cannot either.
    var knownCondition: (ExprSyntax) -> Bool? = { _ in nil }
    private var parameterValues: [[String: (LengthExpression, ValueType)]] = []
    /// The type the body being compiled returns (`compileBlock`).
    private var resultType: ValueType = .number

    init(context: String, outer: @escaping (String) -> OuterName) {
        self.context = context
        self.outer = outer
    }

    /// Valid Swift outside what the evaluator computes (`nil`, `===`, `a?.width`, `.grid(16)`): in an
    /// argument, a value FrameLab cannot know (the caller warns and goes on without it); in a closure
    /// FrameLab runs, an error.
    private func beyondEvaluator(_ node: some SyntaxProtocol, _ message: DiagnosticText) -> TranslationIssue {
        TranslationIssue(node, message, isUnknownValue: context == "an argument", id: context == "an argument" ? SourceMessages.unknownValue : SourceMessages.unsupportedConstruct)
    }

    /// `{ if compact { return 20 } else { return 40 } }()`: the body of a closure called where it is
    /// written, with no parameters, as a program of no arguments.
    mutating func compileImmediateClosure(_ closure: ClosureExprSyntax) throws(TranslationIssue) -> LengthProgram {
        let statements = try compileBlock(closure.statements, implicitReturn: true, resultType: .number)
        return LengthProgram(statements: statements, parameterSlots: [], slotCount: slotCount)
    }

    private static let supportedSummary =
        "FrameLab evaluates numbers, arithmetic, comparisons, let/var, if/else, guard, switch, ternaries and "
        + BuiltinFunction.callable.map(\.rawValue).joined(separator: ", ")

    // MARK: Closures

    /// Compiles `{ length, axis in … }` for `(CGFloat, Axis) -> CGFloat`.
    mutating func compileLengthClosure(_ closure: ClosureExprSyntax) throws(TranslationIssue) -> LengthProgram {
        let names = SwiftStatementForms.parameterNames(of: closure)
        var parameterSlots: [Int] = []
        let types: [ValueType] = [.number, .axis]
        if let names {
            guard names.count == 2 else {
                throw TranslationIssue(
                    closure.signature.map(Syntax.init) ?? Syntax(closure),
                    "the closure takes \(names.count) parameter\(names.count == 1 ? "" : "s"); containerRelativeFrame passes two (length: CGFloat, axis: Axis)", id: SourceMessages.closureParameters)
            }
            for (name, type) in zip(names, types) { parameterSlots.append(declare(name, type: type)) }
        } else {
            for (index, type) in types.enumerated() { parameterSlots.append(declare("$\(index)", type: type)) }
        }
        let statements = try compileBlock(closure.statements, implicitReturn: true, resultType: .number)
        return LengthProgram(statements: statements, parameterSlots: parameterSlots, slotCount: slotCount)
    }

    private mutating func declare(_ name: String, type: ValueType?) -> Int {
        let slot = slotCount
        slotCount += 1
        if name != "_" { scopes[scopes.count - 1][name] = Local(slot: slot, type: type) }
        return slot
    }

    private func local(_ name: String) -> Local? {
        for scope in scopes.reversed() { if let local = scope[name] { return local } }
        return nil
    }

    private mutating func withScope<T>(_ body: (inout ExpressionCompiler) throws(TranslationIssue) -> T) throws(TranslationIssue) -> T {
        scopes.append([:])
        defer { scopes.removeLast() }
        return try body(&self)
    }

    // MARK: Statements

    mutating func compileBlock(_ items: CodeBlockItemListSyntax, implicitReturn: Bool, resultType: ValueType) throws(TranslationIssue) -> [LengthStatement] {
        self.resultType = resultType
        if implicitReturn, let statements = try walkImplicitReturn(items) { return statements }
        var statements: [LengthStatement] = []
        for item in items {
            statements.append(contentsOf: try walkStatement(item))
        }
        return statements
    }

    // MARK: The forms of a statement (SwiftStatementStrategy)

    mutating func ifOutcome(_ ifExpr: IfExprSyntax, implicitReturn: Bool) throws(TranslationIssue) -> [LengthStatement] {
        [try compileIf(ifExpr, implicitReturn: implicitReturn, resultType: resultType)]
    }

    mutating func switchOutcome(_ switchExpr: SwitchExprSyntax, implicitReturn: Bool) throws(TranslationIssue) -> [LengthStatement] {
        [try compileSwitch(switchExpr, implicitReturn: implicitReturn, resultType: resultType)]
    }

    mutating func returnedOutcome(_ expression: ExprSyntax) throws(TranslationIssue) -> [LengthStatement] {
        [.return(try compile(expression, expecting: resultType))]
    }

    mutating func returnOutcome(_ statement: ReturnStmtSyntax) throws(TranslationIssue) -> [LengthStatement] {
        guard let value = statement.expression else {
            throw TranslationIssue(statement, "'return' needs a value here: the closure returns a CGFloat", id: SourceMessages.missingArgument)
        }
        return try returnedOutcome(value)
    }

    mutating func assignmentOutcome(_ infix: InfixOperatorExprSyntax) throws(TranslationIssue) -> [LengthStatement] {
        [try compileAssignment(infix)]
    }

    func unusedOutcome(_ expression: ExprSyntax) throws(TranslationIssue) -> [LengthStatement] {
        throw TranslationIssue(expression, "this expression's value is unused; did you mean 'return \(expression.sourceText)'?", id: SourceMessages.unusedValue)
    }

    mutating func declarationOutcome(_ declaration: DeclSyntax) throws(TranslationIssue) -> [LengthStatement] {
        guard let variable = declaration.as(VariableDeclSyntax.self) else {
            throw TranslationIssue(declaration, "declarations other than let/var are not supported in \(context)", id: SourceMessages.unsupportedConstruct)
        }
        return try compileVariable(variable)
    }

    mutating func otherOutcome(_ statement: StmtSyntax) throws(TranslationIssue) -> [LengthStatement] {
        let resultType = resultType
        if let guardStatement = statement.as(GuardStmtSyntax.self) {
            let condition = try compileConditions(guardStatement.conditions)
            let otherwise = try withScope { (c) throws(TranslationIssue) in
                try c.compileBlock(guardStatement.body.statements, implicitReturn: false, resultType: resultType)
            }
            return [.branch(condition, [], otherwise)]
        }
        if let whileStatement = statement.as(WhileStmtSyntax.self) {
            let condition = try compileConditions(whileStatement.conditions)
            let body = try withScope { (c) throws(TranslationIssue) in
                try c.compileBlock(whileStatement.body.statements, implicitReturn: false, resultType: resultType)
            }
            return [.loop(condition, body)]
        }
        if let forStatement = statement.as(ForStmtSyntax.self) {
            return try compileFor(forStatement, resultType: resultType)
        }
        throw TranslationIssue(statement, "this statement is not supported in \(context); \(Self.supportedSummary)", id: SourceMessages.unsupportedConstruct)
    }

    private mutating func compileVariable(_ variable: VariableDeclSyntax) throws(TranslationIssue) -> [LengthStatement] {
        var statements: [LengthStatement] = []
        for binding in variable.bindings {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else {
                throw TranslationIssue(binding.pattern, "only simple names can be declared in \(context)", id: SourceMessages.unsupportedConstruct)
            }
            var declared: ValueType?
            if let annotation = binding.typeAnnotation {
                declared = try Self.valueType(annotation.type)
            }
            if let initializer = binding.initializer {
                let (expression, type) = try compileTyped(initializer.value)
                if let declared, declared != type {
                    throw TranslationIssue(initializer.value, "cannot use a \(type.rawValue) value as \(declared.rawValue)", id: SourceMessages.typeMismatch)
                }
                let slot = declare(pattern.identifier.text, type: type)
                statements.append(.assign(slot: slot, expression))
            } else {
                _ = declare(pattern.identifier.text, type: declared)
            }
        }
        return statements
    }

    private static func valueType(_ type: TypeSyntax) throws(TranslationIssue) -> ValueType {
        switch type.sourceText {
        case "CGFloat", "Double", "Float", "Int": return .number
        case "Bool": return .bool
        case "Axis": return .axis
        default: throw TranslationIssue(type, "type '\(type.sourceText)' is not supported here; use CGFloat, Double, Int, Bool or Axis", id: SourceMessages.unsupportedConstruct)
        }
    }

    private mutating func compileAssignment(_ infix: InfixOperatorExprSyntax) throws(TranslationIssue) -> LengthStatement {
        guard let target = infix.leftOperand.as(DeclReferenceExprSyntax.self), let variable = local(target.baseName.text) else {
            throw TranslationIssue(infix.leftOperand, "assigning to '\(infix.leftOperand.sourceText)' is not supported in \(context): only local variables declared in it can be assigned", id: SourceMessages.unsupportedConstruct)
        }
        var (value, type) = try compileTyped(infix.rightOperand)
        if let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, let binary = BinaryOperator(rawValue: String(op.dropLast())) {
            guard type == .number else { throw TranslationIssue(infix.rightOperand, "'\(op)' needs numbers", id: SourceMessages.typeMismatch) }
            value = .binary(binary, .variable(slot: variable.slot), value)
        }
        if let declared = variable.type, declared != type {
            throw TranslationIssue(infix.rightOperand, "cannot assign a \(type.rawValue) value to a \(declared.rawValue) variable", id: SourceMessages.typeMismatch)
        }
        if variable.type == nil { setType(of: target.baseName.text, type) }
        return .assign(slot: variable.slot, value)
    }

    private mutating func setType(of name: String, _ type: ValueType) {
        for index in scopes.indices.reversed() where scopes[index][name] != nil {
            scopes[index][name]?.type = type
            return
        }
    }

    private mutating func compileConditions(_ conditions: ConditionElementListSyntax) throws(TranslationIssue) -> LengthExpression {
        var result: LengthExpression?
        for element in conditions {
            guard case .expression(let expression) = element.condition else {
                throw TranslationIssue(element, "only Boolean conditions are supported in \(context)", id: SourceMessages.unsupportedConstruct)
            }
            let compiled = try compile(expression, expecting: .bool)
            result = result.map { .binary(.and, $0, compiled) } ?? compiled
        }
        return result ?? .constant(.bool(true))
    }

    private mutating func compileIf(_ ifExpr: IfExprSyntax, implicitReturn: Bool, resultType: ValueType) throws(TranslationIssue) -> LengthStatement {
        let condition = try compileConditions(ifExpr.conditions)
        let then = try withScope { (c) throws(TranslationIssue) in
            try c.compileBlock(ifExpr.body.statements, implicitReturn: implicitReturn, resultType: resultType)
        }
        var otherwise: [LengthStatement] = []
        switch ifExpr.elseBody {
        case .ifExpr(let nested):
            otherwise = [try compileIf(nested, implicitReturn: implicitReturn, resultType: resultType)]
        case .codeBlock(let block):
            otherwise = try withScope { (c) throws(TranslationIssue) in
                try c.compileBlock(block.statements, implicitReturn: implicitReturn, resultType: resultType)
            }
        case nil:
            if implicitReturn {
                throw TranslationIssue(ifExpr, "an 'if' used as the closure's value needs an 'else'", id: SourceMessages.unsupportedConstruct)
            }
        }
        return .branch(condition, then, otherwise)
    }

    private mutating func compileSwitch(_ switchExpr: SwitchExprSyntax, implicitReturn: Bool, resultType: ValueType) throws(TranslationIssue) -> LengthStatement {
        let (subject, subjectType) = try compileTyped(switchExpr.subject)
        var arms: [(LengthExpression?, [LengthStatement])] = []
        for element in switchExpr.cases {
            guard case .switchCase(let switchCase) = element else {
                throw TranslationIssue(element, "'#if' inside a switch is not supported in \(context)", id: SourceMessages.unsupportedConstruct)
            }
            let body = try withScope { (c) throws(TranslationIssue) in
                try c.compileBlock(switchCase.statements, implicitReturn: implicitReturn, resultType: resultType)
            }
            switch switchCase.label {
            case .default:
                arms.append((nil, body))
            case .case(let label):
                var condition: LengthExpression?
                for item in label.caseItems {
                    if let whereClause = item.whereClause {
                        throw TranslationIssue(whereClause, "'where' in a case is not supported in \(context)", id: SourceMessages.unsupportedConstruct)
                    }
                    guard let pattern = item.pattern.as(ExpressionPatternSyntax.self) else {
                        throw TranslationIssue(item.pattern, "only value patterns (case .vertical:) are supported in \(context)", id: SourceMessages.unsupportedConstruct)
                    }
                    let value = try compile(pattern.expression, expecting: subjectType)
                    let test = LengthExpression.binary(.equal, subject, value)
                    condition = condition.map { .binary(.or, $0, test) } ?? test
                }
                arms.append((condition, body))
            }
        }
        var statement: [LengthStatement] = []
        for (condition, body) in arms.reversed() {
            if let condition {
                statement = [.branch(condition, body, statement)]
            } else {
                statement = body
            }
        }
        return statement.count == 1 ? statement[0] : .branch(.constant(.bool(true)), statement, [])
    }

    private mutating func compileFor(_ loop: ForStmtSyntax, resultType: ValueType) throws(TranslationIssue) -> [LengthStatement] {
        guard let range = loop.sequence.as(InfixOperatorExprSyntax.self),
            let op = range.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "..<" || op == "..."
        else {
            throw TranslationIssue(loop.sequence, "'for' loops in \(context) must iterate over a range such as 0..<n", id: SourceMessages.unsupportedConstruct)
        }
        let lower = try compile(range.leftOperand, expecting: .number)
        let upper = try compile(range.rightOperand, expecting: .number)
        return try withScope { (c) throws(TranslationIssue) in
            let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? "_"
            let index = c.declare(name, type: .number)
            let limit = c.declare("_", type: .number)
            var body = try c.compileBlock(loop.body.statements, implicitReturn: false, resultType: resultType)
            body.append(.assign(slot: index, .binary(.add, .variable(slot: index), .constant(.number(1)))))
            let test: LengthExpression = .binary(op == "..<" ? .less : .lessOrEqual, .variable(slot: index), .variable(slot: limit))
            return [.assign(slot: index, lower), .assign(slot: limit, upper), .loop(test, body)]
        }
    }

    // MARK: Expressions

    mutating func compile(_ expression: ExprSyntax, expecting type: ValueType) throws(TranslationIssue) -> LengthExpression {
        let (compiled, actual) = try compileTyped(expression)
        guard actual == type else {
            throw TranslationIssue(expression, "expected a \(type.rawValue) here, but '\(expression.sourceText)' is a \(actual.rawValue)", id: SourceMessages.typeMismatch)
        }
        return compiled
    }

    /// The expression compiled with its static type: the one walk over expressions
    /// (`SwiftEvaluationStrategy.walk`) with this compiler as the strategy.
    mutating func compileTyped(_ expression: ExprSyntax) throws(TranslationIssue) -> (LengthExpression, ValueType) {
        try walk(expression)
    }

    // MARK: The forms of an expression (SwiftEvaluationStrategy)

    typealias Value = (LengthExpression, ValueType)
    typealias Failure = TranslationIssue
    typealias Outcome = [LengthStatement]

    var integersAsNumbers: Bool { true }

    func visit(_ expression: ExprSyntax) {}

    func literalValue(_ literal: SwiftValue, at node: ExprSyntax) throws(TranslationIssue) -> (LengthExpression, ValueType) {
        try constant(literal, at: node)
    }

    func failure(_ unreadable: UnreadableNumber) -> TranslationIssue {
        TranslationIssue(unreadable.node, DiagnosticText(verbatim: unreadable.message), id: SourceMessages.invalidArgument)
    }

    mutating func nameValue(_ reference: DeclReferenceExprSyntax) throws(TranslationIssue) -> (LengthExpression, ValueType) {
        try compileName(reference.baseName.text, at: reference)
    }

    func prefixValue(_ prefix: PrefixOperatorExprSyntax, operand compiled: (LengthExpression, ValueType)) throws(TranslationIssue) -> (LengthExpression, ValueType) {
        let (operand, type) = compiled
        switch (prefix.operator.text, type) {
        case ("-", .number):
            if case .constant(.number(let value)) = operand { return (.constant(.number(-value)), .number) }
            return (.negate(operand), .number)
        case ("+", .number): return (operand, .number)
        case ("!", .bool): return (.not(operand), .bool)
        default:
            throw TranslationIssue(prefix, "prefix '\(prefix.operator.text)' cannot be applied to a \(type.rawValue) in \(context)", id: SourceMessages.typeMismatch)
        }
    }

    mutating func ternaryValue(_ ternary: TernaryExprSyntax) throws(TranslationIssue) -> (LengthExpression, ValueType) {
        let condition: LengthExpression
        do {
            condition = try compile(ternary.condition, expecting: .bool)
        } catch where error.isUnknownValue {
            // `scale == .large ? 40 : 30` on data the length language has no type for (an enum
            // case): the branch the caller's reading of the condition takes, when it has one.
            guard let holds = knownCondition(ternary.condition) else { throw error }
            return try compileTyped(holds ? ternary.thenExpression : ternary.elseExpression)
        }
        let (then, thenType) = try compileTyped(ternary.thenExpression)
        let otherwise = try compile(ternary.elseExpression, expecting: thenType)
        return (.conditional(condition, then, otherwise), thenType)
    }

    /// The forms the length language does not have.
    func otherValue(_ expression: ExprSyntax) throws(TranslationIssue) -> (LengthExpression, ValueType) {
        if expression.is(MissingExprSyntax.self) {
            throw TranslationIssue(expression, "a value is missing here", id: SourceMessages.missingArgument)
        }
        throw beyondEvaluator(expression, "FrameLab cannot evaluate '\(expression.sourceText)' in \(context); \(Self.supportedSummary)")
    }

    private mutating func compileName(_ name: String, at node: DeclReferenceExprSyntax) throws(TranslationIssue) -> (LengthExpression, ValueType) {
        if let argument = parameterValues.last?[name] { return argument }
        if let variable = local(name) {
            guard let type = variable.type else {
                throw TranslationIssue(node, "'\(name)' is used before it is given a value", id: SourceMessages.useBeforeValue)
            }
            return (.variable(slot: variable.slot), type)
        }
        switch outer(name) {
        case .value(let value):
            captured[name] = value
            return try constant(value, at: node)
        case .unknown(let why): throw .unknownValue(node, "FrameLab cannot know the value of '\(name)' (\(why))")
        case .none:
            if BuiltinFunction(rawValue: name)?.isCallableByName == true {
                throw TranslationIssue(node, "'\(name)' is a function; call it with arguments", id: SourceMessages.typeMismatch)
            }
            throw .unknownValue(node, "cannot find '\(name)' in scope")
        }
    }

    /// A value from outside the closure as a constant of its static type.
    private func constant(_ value: SwiftValue, at node: some SyntaxProtocol) throws(TranslationIssue) -> (LengthExpression, ValueType) {
        guard let type = value.staticType else {
            throw beyondEvaluator(node, "FrameLab cannot use \(value.withArticle) in \(context); \(Self.supportedSummary)")
        }
        return (.constant(value), type)
    }


    mutating func memberValue(_ member: MemberAccessExprSyntax) throws(TranslationIssue) -> (LengthExpression, ValueType) {
        let name = member.declName.baseName.text
        let baseText = member.base?.sourceText
        if baseText == nil || baseText == "Axis" {
            if let axis = Axis(rawValue: name) { return (.constant(.axis(axis)), .axis) }
        }
        if baseText == nil || SwiftBuiltins.numericTypes.contains(baseText ?? "") {
            if let constant = SwiftBuiltins.floatingConstant(name) {
                if baseText == "Int" {
                    throw TranslationIssue(member, "'Int.\(name)' is not supported; use CGFloat.\(name)", id: SourceMessages.unsupportedConstruct)
                }
                return (.constant(.number(constant)), .number)
            }
        }
        if baseText == "self" {
            switch outer(name) {
            case .value(let value): return try constant(value, at: member)
            case .unknown(let why): throw .unknownValue(member, "FrameLab cannot know the value of 'self.\(name)' (\(why))")
            case .none: throw .unknownValue(member, "cannot find 'self.\(name)'")
            }
        }
        if let base = member.base, base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self),
            case .value(let value) = outer(member.sourceText)
        {
            captured[member.sourceText] = value
            return try constant(value, at: member)
        }
        if let base = member.base, let function = SwiftBuiltins.numberProperty(name) {
            return (Self.folded(.call(function, [try compile(base, expecting: .number)])), .number)
        }
        if let base = member.base, base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self) {
            let root = member.sourceText.split(separator: ".").first.map(String.init) ?? ""
            if local(root) != nil {
                throw TranslationIssue(member, "FrameLab cannot evaluate '\(member.sourceText)' in \(context); \(Self.supportedSummary)", id: SourceMessages.unsupportedConstruct)
            }
            if case .unknown(let why) = outer(root) {
                throw .unknownValue(member, "FrameLab cannot know the value of '\(member.sourceText)' ('\(root)': \(why))")
            }
            if case .none = outer(root), root.first?.isUppercase == false {
                throw .unknownValue(member, "cannot find '\(root)' in scope")
            }
            if case .none = outer(root), root.first?.isUppercase == true, !SwiftBuiltins.numericTypes.contains(root), root != "Axis" {
                throw .unknownValue(member, "FrameLab cannot see '\(member.sourceText)': '\(root)' is not defined in the files given")
            }
        }
        if member.base == nil {
            // `.layoutPadding` (`extension CGFloat { static let layoutPadding … }` in another file).
            throw beyondEvaluator(member, "FrameLab cannot see '\(member.sourceText)': no static member of that name is defined in the files given")
        }
        throw beyondEvaluator(member, "FrameLab cannot evaluate '\(member.sourceText)' in \(context); \(Self.supportedSummary)")
    }

    /// `spacing(for: height)` or `self.spacing(for: height)` with `func spacing(for height: CGFloat)
    /// -> CGFloat { max(height * 0.04, 8) }` in the source: the body compiled with `height`
    /// standing for the argument (a default value stands for an argument left out).
    private mutating func inlinedCall(_ call: FunctionCallExprSyntax) throws(TranslationIssue) -> (LengthExpression, ValueType)? {
        let callee = call.calledExpression
        let name: String
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = callee.as(MemberAccessExprSyntax.self), member.base?.sourceText == "self" {
            name = member.declName.baseName.text
        } else if let member = callee.as(MemberAccessExprSyntax.self), Self.namesAType(member.base) {
            // `.grid(2)`, `CGFloat.grid(2)`, `Spacing.grid(2)`: a static function of the source,
            // asked for by its written name (the translator knows what an implicit member expects).
            name = member.sourceText
        } else {
            return nil
        }
        guard local(name) == nil, parameterValues.last?[name] == nil, let function = function(name), let parameters = function.parameters else { return nil }
        guard let body = ViewTranslator.singleExpression(function.statements) else {
            throw .unknownValue(callee, "FrameLab cannot know the value of '\(name)(…)' (its body is more than one expression)")
        }
        guard parameterValues.count < Self.maximumInlining else {
            throw TranslationIssue(callee, "'\(name)' calls functions \(Self.maximumInlining) deep; FrameLab stops there in \(context)", id: SourceMessages.tooLarge)
        }
        var arguments = Array(call.arguments)[...]
        var bound: [String: (LengthExpression, ValueType)] = [:]
        for parameter in parameters {
            let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            let value: ExprSyntax
            if let argument = arguments.first, argument.label?.text == label {
                value = argument.expression
                arguments.removeFirst()
            } else if let defaultValue = parameter.defaultValue {
                value = defaultValue.value
            } else {
                throw TranslationIssue(call, "'\(name)' needs an argument for '\(label ?? "_")'", id: SourceMessages.callArguments)
            }
            bound[(parameter.secondName ?? parameter.firstName).text] = try compileTyped(value)
        }
        if let extra = arguments.first {
            throw TranslationIssue(extra, "'\(name)' takes no argument '\(extra.label?.text ?? "_")'", id: SourceMessages.callArguments)
        }
        let callerScopes = scopes
        scopes = [[:]]
        parameterValues.append(bound)
        defer {
            scopes = callerScopes
            parameterValues.removeLast()
        }
        return try compileTyped(body)
    }

    private static let maximumInlining = 16

    /// No base (an implicit member) or a type's name (`CGFloat`, `Theme.Spacing`): a static member.
    private static func namesAType(_ base: ExprSyntax?) -> Bool {
        guard let base else { return true }
        if let reference = base.as(DeclReferenceExprSyntax.self) { return reference.baseName.text.first?.isUppercase == true }
        if let member = base.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text.first?.isUppercase == true && namesAType(member.base) }
        return false
    }

    mutating func infixValue(_ infix: InfixOperatorExprSyntax) throws(TranslationIssue) -> (LengthExpression, ValueType) {
        guard let token = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, let op = BinaryOperator(rawValue: token) else {
            throw beyondEvaluator(infix.operator, "the operator '\(infix.operator.sourceText)' is not supported in \(context)")
        }
        let (lhs, lhsType) = try compileTyped(infix.leftOperand)
        let (rhs, rhsType) = try compileTyped(infix.rightOperand)
        let mismatch = TranslationIssue(
            infix.operator, "'\(token)' cannot combine a \(lhsType.rawValue) and a \(rhsType.rawValue)", id: SourceMessages.typeMismatch)
        switch op {
        case .and, .or:
            guard lhsType == .bool, rhsType == .bool else { throw mismatch }
            return (.binary(op, lhs, rhs), .bool)
        case .equal, .notEqual:
            guard lhsType == rhsType else { throw mismatch }
            return (.binary(op, lhs, rhs), .bool)
        default:
            guard lhsType == .number, rhsType == .number else { throw mismatch }
            return (Self.folded(.binary(op, lhs, rhs)), op.isComparison ? .bool : .number)
        }
    }

    mutating func callValue(_ call: FunctionCallExprSyntax) throws(TranslationIssue) -> (LengthExpression, ValueType) {
        if call.trailingClosure != nil {
            throw TranslationIssue(call, "closures are not supported inside \(context)", id: SourceMessages.unsupportedConstruct)
        }
        if let inlined = try inlinedCall(call) { return inlined }
        let arguments = Array(call.arguments)
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            !SwiftBuiltins.moduleNames.contains(base.sourceText)
        {
            let name = member.declName.baseName.text
            let receiver = try compile(base, expecting: .number)
            if arguments.isEmpty, let function = SwiftBuiltins.numberMethod(name) { return (Self.folded(.call(function, [receiver])), .number) }
            switch name {
            case "rounded" where arguments.count == 1:
                let rule = arguments[0].expression.sourceText
                guard let function = SwiftBuiltins.roundingRuleName(rule).flatMap(SwiftBuiltins.rounding) else {
                    throw TranslationIssue(arguments[0], "rounding rule '\(rule)' is not supported", id: SourceMessages.invalidArgument)
                }
                return (Self.folded(.call(function, [receiver])), .number)
            default:
                throw beyondEvaluator(member.declName, "the method '\(name)' is not supported in \(context); \(Self.supportedSummary)")
            }
        }
        let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
        // `Self(n) * 4` in `extension CGFloat { static func grid(_ n: Int) -> Self }`: the length
        // language has numbers only, so `Self(…)` of one number is that number.
        if SwiftBuiltins.numericTypes.contains(name) || (name == "Self" && arguments.count == 1 && arguments[0].label == nil) {
            guard arguments.count == 1, arguments[0].label == nil else {
                throw TranslationIssue(call, "'\(name)(…)' takes one number in \(context)", id: SourceMessages.callArguments)
            }
            let value = try compile(arguments[0].expression, expecting: .number)
            return (name == "Int" ? Self.folded(.call(.truncate, [value])) : value, .number)
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil, BuiltinFunction(rawValue: name) == nil {
            throw beyondEvaluator(member, "FrameLab cannot see '\(member.sourceText)(…)': no static function of that name is defined in the files given")
        }
        guard let function = BuiltinFunction(rawValue: name), function.isCallableByName else {
            throw beyondEvaluator(call.calledExpression, "the function '\(ViewTranslator.short(call.calledExpression))' is not supported in \(context); \(Self.supportedSummary)")
        }
        guard function.arity.contains(arguments.count) else {
            throw TranslationIssue(call, "'\(name)' takes \(function.arity.lowerBound == function.arity.upperBound ? "\(function.arity.lowerBound)" : "at least \(function.arity.lowerBound)") argument(s)", id: SourceMessages.callArguments)
        }
        var compiled: [LengthExpression] = []
        for argument in arguments {
            if let label = argument.label {
                throw TranslationIssue(label, "'\(name)' takes no argument labels", id: SourceMessages.callArguments)
            }
            compiled.append(try compile(argument.expression, expecting: .number))
        }
        return (Self.folded(.call(function, compiled)), .number)
    }

    /// An operation on constants computed now, with the shared table (`BinaryOperator.apply`,
    /// `BuiltinFunction.apply`): a translator constant such as `max(spacing, 8) * 2` is a constant
    /// of the program, and a length closure does not recompute it for every proposal. `/` and `%`
    /// stay in the program: the interpreter decides integer division and stops on a zero divisor.
    static func folded(_ expression: LengthExpression) -> LengthExpression {
        switch expression {
        case .binary(let op, .constant(.number(let a)), .constant(.number(let b))) where op != .divide && op != .remainder:
            return op.apply(a, b).map(LengthExpression.constant) ?? expression
        case .call(let function, let arguments):
            var numbers: [Double] = []
            for argument in arguments {
                guard case .constant(.number(let number)) = argument else { return expression }
                numbers.append(number)
            }
            return .constant(.number(function.apply(numbers)))
        default:
            return expression
        }
    }
}
