import LayoutCore
import SwiftSyntax

/// `throw`, `do`/`catch`, `try?` and errors crossing function calls. A thrown value keeps its
/// error type (`Failure` for `throw Failure.tooMany`, the struct for `throw BadInput(…)`), so the
/// catch clauses are matched in order as Swift matches them: `catch Failure.tooMany` by value,
/// `catch let e as Failure` and `catch is Failure` by type, `catch let e`, a bare `catch` (binding
/// `error`), each with its `where`. A throw no clause matches leaves the `do` for an outer one,
/// and one that leaves a helper reaches the caller's `do`; one that nothing catches is an error at
/// the `throw`.
extension LayoutInterpreter {
    /// A value on its way to a catch clause.
    struct Thrown {
        var value: SwiftValue
        /// The error type, when known (`Failure`).
        var type: String?
        var node: Syntax

        var description: String {
            switch value {
            case .implicit(let name): "\(type.map { $0 + "." } ?? ".")\(name)"
            default: type ?? value.typeName
            }
        }
    }

    mutating func thrownValue(_ statement: ThrowStmtSyntax) throws(CustomLayoutError) -> Thrown {
        let value = try evaluate(statement.expression)
        var type: String?
        if let member = statement.expression.as(MemberAccessExprSyntax.self), let base = member.base {
            type = typeReference(base)
        }
        if type == nil { type = errorType(of: value) }
        return Thrown(value: value, type: type, node: Syntax(statement))
    }

    /// A record's type, or the one error enum of the source with the case.
    private func errorType(of value: SwiftValue) -> String? {
        switch value {
        case .record(let type, _): return type
        case .implicit(let name):
            let owners = types.types.values.filter { $0.cases.contains(name) && $0.inherited.contains { $0.hasSuffix("Error") } }
            let names = Set(owners.map { $0.name.split(separator: ".").last.map(String.init) ?? $0.name })
            return names.count == 1 ? names.first : nil
        default: return nil
        }
    }

    /// The error for a throw that leaves a function: it carries the throw to a caller's `do`
    /// (`pendingThrow`), and is reported at the `throw` when nothing catches it.
    mutating func uncaught(_ thrown: Thrown, leaving function: String) -> CustomLayoutError {
        let failure = error(thrown.node, "'\(thrown.description)' is thrown here and nothing catches it (it leaves \(function) without a matching catch clause)")
        pendingThrow = (thrown, failure)
        return failure
    }

    /// The throw a failure carries out of a helper, if it is one.
    mutating func takeThrow(_ failure: CustomLayoutError) -> Thrown? {
        guard let pending = pendingThrow, pending.error == failure else { return nil }
        pendingThrow = nil
        return pending.thrown
    }

    /// `do { … } catch …`: the body, then the first catch clause that matches what it threw.
    mutating func runDo(_ statement: DoStmtSyntax) throws(CustomLayoutError) -> Flow {
        let flow: Flow
        do throws(CustomLayoutError) {
            flow = try withScope { (i) throws(CustomLayoutError) in try i.run(statement.body.statements, implicitReturn: false) }
        } catch {
            guard let thrown = takeThrow(error) else { throw error }
            flow = .thrown(thrown)
        }
        guard case .thrown(let thrown) = flow else { return flow }
        for clause in statement.catchClauses {
            let handled = try withScope { (i) throws(CustomLayoutError) -> Flow? in
                guard try i.catches(clause, thrown) else { return nil }
                return try i.run(clause.body.statements, implicitReturn: false)
            }
            if let handled { return handled }
        }
        return flow
    }

    /// `try? f()`: nil when `f` throws.
    mutating func evaluateOptionalTry(_ expression: ExprSyntax) throws(CustomLayoutError) -> SwiftValue {
        do throws(CustomLayoutError) {
            return try evaluate(expression)
        } catch {
            guard takeThrow(error) != nil else { throw error }
            return .none
        }
    }

    /// Whether a clause catches the throw; binds what its patterns name in the current scope.
    private mutating func catches(_ clause: CatchClauseSyntax, _ thrown: Thrown) throws(CustomLayoutError) -> Bool {
        if clause.catchItems.isEmpty {
            bind("error", thrown.value)
            return true
        }
        for item in clause.catchItems {
            if let pattern = item.pattern, try !matches(pattern, thrown) { continue }
            if item.pattern == nil { bind("error", thrown.value) }
            if let condition = item.whereClause?.condition, try !bool(try evaluate(condition), condition) { continue }
            return true
        }
        return false
    }

    private mutating func matches(_ pattern: PatternSyntax, _ thrown: Thrown) throws(CustomLayoutError) -> Bool {
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return try matches(binding.pattern, thrown) }
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            bind(identifier.identifier.text, thrown.value)
            return true
        }
        if pattern.is(WildcardPatternSyntax.self) { return true }
        if let isType = pattern.as(IsTypePatternSyntax.self) { return Self.isError(thrown, of: isType.type.sourceText) }
        if let expression = pattern.as(ExpressionPatternSyntax.self) { return try matches(expression.expression, thrown) }
        throw error(pattern, "FrameLab matches catch clauses by a value (Failure.tooMany), a type (let e as Failure, is Failure) or a name (let e)")
    }

    private mutating func matches(_ expression: ExprSyntax, _ thrown: Thrown) throws(CustomLayoutError) -> Bool {
        if let cast = expression.as(AsExprSyntax.self) {
            guard Self.isError(thrown, of: cast.type.sourceText) else { return false }
            return try matches(cast.expression, thrown)
        }
        if let patternExpression = expression.as(PatternExprSyntax.self) { return try matches(patternExpression.pattern, thrown) }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, let type = typeReference(base), let known = thrown.type,
           Self.lastComponent(type) != Self.lastComponent(known) {
            return false
        }
        return try equal(thrown.value, try evaluate(expression))
    }

    private static func isError(_ thrown: Thrown, of type: String) -> Bool {
        if ["Error", "any Error", "Swift.Error"].contains(type) { return true }
        return thrown.type.map { lastComponent($0) == lastComponent(type) } ?? false
    }

    private static func lastComponent(_ type: String) -> Substring {
        type.split(separator: ".").last ?? Substring(type)
    }
}
