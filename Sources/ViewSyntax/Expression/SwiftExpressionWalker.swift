import SwiftSyntax

/// What the one walk over Swift expressions (`walk`) does at each form FrameLab evaluates: the
/// custom-layout interpreter (`LayoutInterpreter`) computes the value now, over `SwiftValue`s; the
/// length compiler (`ExpressionCompiler`) builds a `LengthProgram` expression with its static type,
/// folding what is constant, so a length closure is compiled once and its program runs at layout
/// time without syntax, and a translator constant is the program of no parameters run at once
/// (docs/evaluator.md). `walk` is the only place that decides which form an expression is;
/// a strategy says what the form means in its mode.
protocol SwiftEvaluationStrategy {
    /// What walking an expression gives: a value now, or a compiled expression and its type.
    associatedtype Value
    associatedtype Failure: Error

    /// Integer literals as `.number` (the length language has one number type) or as `.int`
    /// (the custom-layout interpreter types `1 / 2` as Swift does).
    var integersAsNumbers: Bool { get }
    /// Called before each expression is walked (the interpreter counts steps against its budget).
    mutating func visit(_ expression: ExprSyntax) throws(Failure)
    /// A number or Boolean literal, read by `NumberLiteral`.
    mutating func literalValue(_ literal: SwiftValue, at node: ExprSyntax) throws(Failure) -> Value
    /// A number literal whose digits cannot be read (`0b102`).
    func failure(_ unreadable: UnreadableNumber) -> Failure
    /// `width`, `self`, `$0`.
    mutating func nameValue(_ reference: DeclReferenceExprSyntax) throws(Failure) -> Value
    /// `proposal.width`, `.infinity`, `CGFloat.pi`.
    mutating func memberValue(_ member: MemberAccessExprSyntax) throws(Failure) -> Value
    /// `-x`, `!flag`: the operand is walked first.
    mutating func prefixValue(_ prefix: PrefixOperatorExprSyntax, operand: Value) throws(Failure) -> Value
    /// `a + b`, `a && b`, `a ?? b` (operator-folded syntax).
    mutating func infixValue(_ infix: InfixOperatorExprSyntax) throws(Failure) -> Value
    /// `c ? a : b`.
    mutating func ternaryValue(_ ternary: TernaryExprSyntax) throws(Failure) -> Value
    /// `max(a, b)`, `x.rounded(.down)`, `CGSize(width:height:)`, a closure called.
    mutating func callValue(_ call: FunctionCallExprSyntax) throws(Failure) -> Value
    /// Every other form (tuples, arrays, closures, subscripts, `nil`, strings, `try`, `as`, `if`
    /// and `switch` expressions): what only one strategy accepts, or an error.
    mutating func otherValue(_ expression: ExprSyntax) throws(Failure) -> Value
}

extension SwiftEvaluationStrategy {
    /// The one walk over an expression: its form decides which part of the strategy runs. A
    /// parenthesized expression is the expression inside.
    mutating func walk(_ expression: ExprSyntax) throws(Failure) -> Value {
        try visit(expression)
        let literal: SwiftValue?
        do throws(UnreadableNumber) {
            literal = try NumberLiteral.value(of: expression, integersAsNumbers: integersAsNumbers)
        } catch {
            throw failure(error)
        }
        if let literal { return try literalValue(literal, at: expression) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return try walk(only.expression)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return try nameValue(reference) }
        if let member = expression.as(MemberAccessExprSyntax.self) { return try memberValue(member) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) { return try prefixValue(prefix, operand: try walk(prefix.expression)) }
        if let infix = expression.as(InfixOperatorExprSyntax.self) { return try infixValue(infix) }
        if let ternary = expression.as(TernaryExprSyntax.self) { return try ternaryValue(ternary) }
        if let call = expression.as(FunctionCallExprSyntax.self) { return try callValue(call) }
        return try otherValue(expression)
    }
}

/// What the one walk over statements does at each form: the interpreter runs it and says how control
/// leaves it (`LayoutInterpreter.Flow`); the compiler gives its `LengthStatement`s. The loop over a
/// body stays each strategy's own (the interpreter counts steps and runs `defer` blocks).
protocol SwiftStatementStrategy: SwiftEvaluationStrategy {
    associatedtype Outcome

    /// `if`, as a statement or (with `implicitReturn`) as the body's value.
    mutating func ifOutcome(_ ifExpr: IfExprSyntax, implicitReturn: Bool) throws(Failure) -> Outcome
    /// `switch`, as a statement or (with `implicitReturn`) as the body's value.
    mutating func switchOutcome(_ switchExpr: SwitchExprSyntax, implicitReturn: Bool) throws(Failure) -> Outcome
    /// The one expression of a body, returned (`{ x * 2 }`).
    mutating func returnedOutcome(_ expression: ExprSyntax) throws(Failure) -> Outcome
    mutating func returnOutcome(_ statement: ReturnStmtSyntax) throws(Failure) -> Outcome
    /// `a = b`, `a += b`.
    mutating func assignmentOutcome(_ infix: InfixOperatorExprSyntax) throws(Failure) -> Outcome
    /// An expression whose value is not used (`subview.place(…)`).
    mutating func unusedOutcome(_ expression: ExprSyntax) throws(Failure) -> Outcome
    /// `let`/`var`, a local function or type.
    mutating func declarationOutcome(_ declaration: DeclSyntax) throws(Failure) -> Outcome
    /// `guard`, loops, `throw`, `do`, `break`, `continue`: what each strategy has, or an error.
    mutating func otherOutcome(_ statement: StmtSyntax) throws(Failure) -> Outcome
}

extension SwiftStatementStrategy {
    /// A body of one expression used as its value (`{ compact ? 20 : 40 }`, an `if` or `switch`
    /// expression), or nil when the body is more than that.
    mutating func walkImplicitReturn(_ items: CodeBlockItemListSyntax) throws(Failure) -> Outcome? {
        guard let expression = SwiftStatementForms.implicitlyReturned(items) else { return nil }
        if let ifExpr = expression.as(IfExprSyntax.self) { return try ifOutcome(ifExpr, implicitReturn: true) }
        if let switchExpr = expression.as(SwitchExprSyntax.self) { return try switchOutcome(switchExpr, implicitReturn: true) }
        return try returnedOutcome(expression)
    }

    /// The one walk over a statement: its form decides which part of the strategy runs.
    mutating func walkStatement(_ item: CodeBlockItemSyntax) throws(Failure) -> Outcome {
        switch item.item {
        case .decl(let declaration):
            return try declarationOutcome(declaration)
        case .expr(let expression):
            return try walkExpressionStatement(expression)
        case .stmt(let statement):
            if let expressionStatement = statement.as(ExpressionStmtSyntax.self) { return try walkExpressionStatement(expressionStatement.expression) }
            if let returnStatement = statement.as(ReturnStmtSyntax.self) { return try returnOutcome(returnStatement) }
            return try otherOutcome(statement)
        }
    }

    private mutating func walkExpressionStatement(_ expression: ExprSyntax) throws(Failure) -> Outcome {
        if let ifExpr = expression.as(IfExprSyntax.self) { return try ifOutcome(ifExpr, implicitReturn: false) }
        if let switchExpr = expression.as(SwitchExprSyntax.self) { return try switchOutcome(switchExpr, implicitReturn: false) }
        if let infix = expression.as(InfixOperatorExprSyntax.self), SwiftStatementForms.isAssignment(expression) { return try assignmentOutcome(infix) }
        return try unusedOutcome(expression)
    }
}

/// Statement forms both evaluators read the same way.
enum SwiftStatementForms {
    /// The expression a block item is, if it is one (`x + 1`, `if …`, `a = b`).
    static func expression(of item: CodeBlockItemSyntax) -> ExprSyntax? {
        switch item.item {
        case .expr(let expression): expression
        case .stmt(let statement): statement.as(ExpressionStmtSyntax.self)?.expression
        case .decl: nil
        }
    }

    /// `a = b`, `a += b`, `a -= b`, `a *= b`, `a /= b`.
    static func isAssignment(_ expression: ExprSyntax) -> Bool {
        guard let infix = expression.as(InfixOperatorExprSyntax.self) else { return false }
        if infix.operator.is(AssignmentExprSyntax.self) { return true }
        let text = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text ?? ""
        return ["+=", "-=", "*=", "/="].contains(text)
    }

    /// The single expression a body returns implicitly (`{ x * 2 }`), unless it is an assignment.
    static func implicitlyReturned(_ items: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard items.count == 1, let only = items.first, let expression = expression(of: only), !isAssignment(expression) else { return nil }
        return expression
    }

    /// A closure's parameter names (`{ length, axis in }`, `{ (a: CGFloat) in }`); nil when it
    /// names none (`$0`).
    static func parameterNames(of closure: ClosureExprSyntax) -> [String]? {
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?: list.map(\.name.text)
        case .parameterClause(let clause)?: clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: nil
        }
    }
}
