import Foundation
import LayoutCore
import SwiftSyntax

/// Expressions: literals, names, members, operators, ternaries, closures, key paths, optionals.
extension LayoutInterpreter {
    /// The value of an expression: the one walk over expressions (`SwiftEvaluationStrategy.walk`)
    /// with this interpreter as the strategy.
    mutating func evaluate(_ expression: ExprSyntax) throws(CustomLayoutError) -> SwiftValue {
        try walk(expression)
    }

    // MARK: The forms of an expression (SwiftEvaluationStrategy)

    typealias Value = SwiftValue
    typealias Failure = CustomLayoutError
    typealias Outcome = Flow

    var integersAsNumbers: Bool { false }

    mutating func visit(_ expression: ExprSyntax) throws(CustomLayoutError) {
        try tick(expression)
    }

    func literalValue(_ literal: SwiftValue, at node: ExprSyntax) -> SwiftValue {
        if integerLiteralsAreFloating, case .int(let value) = literal { return .number(Double(value)) }
        return literal
    }

    func failure(_ unreadable: UnreadableNumber) -> CustomLayoutError {
        error(unreadable.node, unreadable.message)
    }

    mutating func nameValue(_ reference: DeclReferenceExprSyntax) throws(CustomLayoutError) -> SwiftValue {
        if reference.baseName.tokenKind == .keyword(.self) {
            guard let value = frame.selfValue else { throw error(reference, "'self' is not available here") }
            return value
        }
        return try lookup(reference.baseName.text, at: reference)
    }

    func prefixValue(_ prefix: PrefixOperatorExprSyntax, operand: SwiftValue) throws(CustomLayoutError) -> SwiftValue {
        switch prefix.operator.text {
        case "-":
            if case .int(let value) = operand {
                let (negated, overflow) = 0.subtractingReportingOverflow(value)
                guard !overflow else { throw error(prefix, "-(\(value)) overflows Int, which crashes the app") }
                return .int(negated)
            }
            return .number(-(try number(operand, prefix.expression)))
        case "+": return operand
        case "!": return .bool(!(try bool(operand, prefix.expression)))
        default: throw error(prefix, "the operator '\(prefix.operator.text)' is not supported in a custom layout")
        }
    }

    mutating func callValue(_ call: FunctionCallExprSyntax) throws(CustomLayoutError) -> SwiftValue {
        try self.call(call)
    }

    /// The forms only a layout's Swift has: `nil`, strings, tuples, arrays, subscripts, closures,
    /// key paths, optionals, `try`, `as`, and `if`/`switch` used as values.
    mutating func otherValue(_ expression: ExprSyntax) throws(CustomLayoutError) -> SwiftValue {
        if expression.is(NilLiteralExprSyntax.self) { return .none }
        if let string = expression.as(StringLiteralExprSyntax.self) {
            return .string(string.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined())
        }
        if let tuple = expression.as(TupleExprSyntax.self) {
            var items: [SwiftValue] = []
            for element in tuple.elements { items.append(try evaluate(element.expression)) }
            return .tuple(items, labels: tuple.elements.map { $0.label?.text })
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            // `[0.5, 1 / 2]` is a [Double]: literal elements take the type of the others.
            var items = [SwiftValue?](repeating: nil, count: array.elements.count)
            for (k, element) in array.elements.enumerated() where !Self.isLiteralArithmetic(element.expression) || element.expression.is(FloatLiteralExprSyntax.self) {
                items[k] = try evaluate(element.expression)
            }
            let floating = items.contains { $0.map(Self.isFloating) ?? false }
            for (k, element) in array.elements.enumerated() where items[k] == nil {
                items[k] = try evaluateLiteral(element.expression, floating: floating)
            }
            return .array(items.map { $0 ?? .void })
        }
        if let subscriptExpr = expression.as(SubscriptCallExprSyntax.self) { return try subscriptValue(subscriptExpr) }
        if let closure = expression.as(ClosureExprSyntax.self) { return .closure(closure, frame: frames.count - 1) }
        if let keyPath = expression.as(KeyPathExprSyntax.self) {
            let names = keyPath.components.compactMap { $0.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text }
            guard names.count == keyPath.components.count else { throw error(keyPath, "only property key paths (\\.width) are supported") }
            return .function("\\." + names.joined(separator: "."))
        }
        if let force = expression.as(ForceUnwrapExprSyntax.self) {
            let value = try evaluate(force.expression)
            if value.isNone { throw error(force, "'\(force.expression.sourceText)' is nil here, so '!' would crash the app") }
            return value
        }
        if let chaining = expression.as(OptionalChainingExprSyntax.self) { return try evaluate(chaining.expression) }
        if let inOut = expression.as(InOutExprSyntax.self) { return try evaluate(inOut.expression) }
        if let tryExpr = expression.as(TryExprSyntax.self) {
            if tryExpr.questionOrExclamationMark?.tokenKind == .postfixQuestionMark { return try evaluateOptionalTry(tryExpr.expression) }
            return try evaluate(tryExpr.expression)
        }
        if let asExpr = expression.as(AsExprSyntax.self) { return try evaluate(asExpr.expression, as: asExpr.type.sourceText) }
        if let ifExpr = expression.as(IfExprSyntax.self) {
            if case .returned(let value) = try runIf(ifExpr, implicitReturn: true) { return value }
            throw error(ifExpr, "this 'if' gives no value")
        }
        if let switchExpr = expression.as(SwitchExprSyntax.self) {
            if case .returned(let value) = try runSwitch(switchExpr, implicitReturn: true) { return value }
            throw error(switchExpr, "this 'switch' gives no value")
        }
        throw error(expression, "FrameLab cannot evaluate '\(expression.sourceText.prefix(60))' in a custom layout")
    }

    /// A bare name: a local, a property of `self` (stored or computed), a type, or a function value.
    mutating func lookup(_ name: String, at node: some SyntaxProtocol) throws(CustomLayoutError) -> SwiftValue {
        if let value = local(name) { return value }
        if case .record(let type, let fields)? = frame.selfValue {
            if let value = fields[name] { return value }
            if let getter = types[type]?.computed[name] { return try runGetter(getter, selfValue: frame.selfValue, type: type, name: name, at: node) }
            if types[type]?.methods[name] != nil { return .function(name) }
        }
        if let type = frame.selfType, let expression = types[type]?.statics[name] { return try staticValue(expression, type: type) }
        if types[name] != nil || Self.builtinTypes.contains(name) { return .type(name) }
        if Self.builtinFunctions.contains(name) || Self.operatorNames.contains(name) { return .function(name) }
        var candidates = frame.scopes.flatMap(\.keys)
        candidates += frame.selfValue?.fields.keys.map { $0 } ?? []
        let suggestion = NameSuggestion.closest(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
        throw error(node, "cannot find '\(name)' in the layout\(suggestion)")
    }

    static let builtinTypes: Set<String> = [
        "CGFloat", "Double", "Float", "Int", "CGSize", "CGPoint", "CGRect", "ProposedViewSize", "UnitPoint", "Angle",
        "CGAffineTransform", "ViewSpacing", "LayoutProperties", "Axis", "Edge", "HorizontalAlignment", "VerticalAlignment", "Alignment", "Array",
    ]
    /// The functions a layout may name: the shared table's (`BuiltinFunction`) and the sequence
    /// functions only this interpreter has (it alone has arrays).
    static let builtinFunctions: Set<String> = Set(BuiltinFunction.callable.map(\.rawValue)).union(["zip", "stride"])
    /// Operators passed as functions (`reduce(0, +)`): the shared table's, but the short-circuiting ones.
    static let operatorNames: Set<String> = Set(BinaryOperator.allCases.filter { $0 != .and && $0 != .or }.map(\.rawValue))

    mutating func runGetter(_ body: CodeBlockItemListSyntax, selfValue: SwiftValue?, type: String, name: String, at node: some SyntaxProtocol) throws(CustomLayoutError) -> SwiftValue {
        try enter("\(type).\(name)", at: node)
        frames.append(Frame(selfValue: selfValue, selfType: type))
        defer {
            frames.removeLast()
            callStack.removeLast()
        }
        if case .returned(let value) = try run(body, implicitReturn: true) { return value }
        throw error(node, "'\(name)' ended without returning a value")
    }

    mutating func staticValue(_ expression: ExprSyntax, type: String) throws(CustomLayoutError) -> SwiftValue {
        frames.append(Frame(selfValue: nil, selfType: type))
        defer { frames.removeLast() }
        return try evaluate(expression)
    }

    /// Pushes a call, refusing recursion.
    mutating func enter(_ name: String, at node: some SyntaxProtocol) throws(CustomLayoutError) {
        if callStack.contains(name) {
            throw error(node, "'\(name)' calls itself; FrameLab does not run recursive layout code")
        }
        if callStack.count > 64 { throw error(node, "calls nest more than 64 deep") }
        callStack.append(name)
    }

    mutating func memberValue(_ member: MemberAccessExprSyntax) throws(CustomLayoutError) -> SwiftValue {
        let name = member.declName.baseName.text
        guard let base = member.base else { return .implicit(name) }
        if let chained = base.as(OptionalChainingExprSyntax.self) {
            let value = try evaluate(chained.expression)
            if value.isNone { return .none }
            return try self.member(value, name, member)
        }
        if let typeName = typeReference(base) { return try staticMember(typeName, name, member) }
        return try self.member(try evaluate(base), name, member)
    }

    /// The type a base expression names (`CGSize`, `Rank`, `Self`), when it is not a value.
    func typeReference(_ base: ExprSyntax) -> String? {
        if let generic = base.as(GenericSpecializationExprSyntax.self) { return typeReference(generic.expression) }
        if let member = base.as(MemberAccessExprSyntax.self), let inner = member.base, let outer = typeReference(inner) {
            let qualified = "\(outer).\(member.declName.baseName.text)"
            return types[qualified] != nil ? qualified : nil
        }
        guard let reference = base.as(DeclReferenceExprSyntax.self) else { return nil }
        let name = reference.baseName.text
        if name == "Self" { return frame.selfType }
        guard name.first?.isUppercase == true, local(name) == nil, frame.selfValue?.fields[name] == nil else { return nil }
        if types[name] != nil || Self.builtinTypes.contains(name) || SwiftBuiltins.moduleNames.contains(name) { return name }
        return nil
    }

    mutating func infixValue(_ infix: InfixOperatorExprSyntax) throws(CustomLayoutError) -> SwiftValue {
        if SwiftStatementForms.isAssignment(ExprSyntax(infix)) { throw error(infix, "an assignment has no value") }
        guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            if let isExpr = infix.operator.as(UnresolvedIsExprSyntax.self) { throw error(isExpr, "'is' is not supported in a custom layout") }
            throw error(infix.operator, "this operator is not supported in a custom layout")
        }
        switch op {
        case "&&":
            if try !bool(try evaluate(infix.leftOperand), infix.leftOperand) { return .bool(false) }
            return .bool(try bool(try evaluate(infix.rightOperand), infix.rightOperand))
        case "||":
            if try bool(try evaluate(infix.leftOperand), infix.leftOperand) { return .bool(true) }
            return .bool(try bool(try evaluate(infix.rightOperand), infix.rightOperand))
        case "??":
            let left = try evaluate(infix.leftOperand)
            return left.isNone ? try evaluate(infix.rightOperand) : left
        default:
            let leftLiteral = Self.isLiteralArithmetic(infix.leftOperand), rightLiteral = Self.isLiteralArithmetic(infix.rightOperand)
            if leftLiteral != rightLiteral {
                // `point.x + 1 / 2`: the literals take the other operand's type.
                if rightLiteral {
                    let left = try evaluate(infix.leftOperand)
                    return try binary(op, left, try evaluateLiteral(infix.rightOperand, floating: Self.isFloating(left)), infix.operator)
                }
                let right = try evaluate(infix.rightOperand)
                return try binary(op, try evaluateLiteral(infix.leftOperand, floating: Self.isFloating(right)), right, infix.operator)
            }
            if leftLiteral, !integerLiteralsAreFloating, Self.containsFloatLiteral(ExprSyntax(infix)) {
                // `1 / 2 + 0.5`: one floating literal makes every literal of the expression a Double (1.0).
                return try evaluateLiteral(ExprSyntax(infix), floating: true)
            }
            return try binary(op, try evaluate(infix.leftOperand), try evaluate(infix.rightOperand), infix.operator)
        }
    }

    func binary(_ op: String, _ a: SwiftValue, _ b: SwiftValue, _ node: some SyntaxProtocol) throws(CustomLayoutError) -> SwiftValue {
        switch op {
        case "==": return .bool(try equal(a, b))
        case "!=": return .bool(!(try equal(a, b)))
        case "..<", "...":
            let low = try integer(a, node), high = try integer(b, node) + (op == "..." ? 1 : 0)
            guard low <= high else { throw error(node, "the range \(low)\(op)\(high - (op == "..." ? 1 : 0)) has its bounds reversed, which crashes the app") }
            guard high - low <= 100_000 else { throw error(node, "the range has more than 100000 elements") }
            return .array((low..<high).map(SwiftValue.int))
        default: break
        }
        if case .int(let x) = a, case .int(let y) = b {
            switch op {
            case "+", "-", "*", "/", "%":
                guard y != 0 || op == "+" || op == "-" || op == "*" else { throw error(node, "division of an Int by zero crashes the app") }
                let (result, overflow) =
                    switch op {
                    case "+": x.addingReportingOverflow(y)
                    case "-": x.subtractingReportingOverflow(y)
                    case "*": x.multipliedReportingOverflow(by: y)
                    case "/": x.dividedReportingOverflow(by: y)
                    default: x.remainderReportingOverflow(dividingBy: y)
                    }
                guard !overflow else { throw error(node, "\(x) \(op) \(y) overflows Int, which crashes the app") }
                return .int(result)
            case "<": return .bool(x < y)
            case "<=": return .bool(x <= y)
            case ">": return .bool(x > y)
            case ">=": return .bool(x >= y)
            default: throw error(node, "the operator '\(op)' is not supported in a custom layout")
            }
        }
        let x = try number(a, node), y = try number(b, node)
        guard let result = BinaryOperator(rawValue: op)?.apply(x, y) else { throw error(node, "the operator '\(op)' is not supported in a custom layout") }
        return result
    }

    // MARK: Conversions

    func number(_ value: SwiftValue, _ node: some SyntaxProtocol) throws(CustomLayoutError) -> Double {
        switch value {
        case .int(let x): return Double(x)
        case .number(let x): return x
        case .implicit(let name):
            if let constant = SwiftBuiltins.floatingConstant(name) { return constant }
        case .none:
            throw error(node, "'\(node.sourceText.prefix(40))' is nil here; unwrap it (?? 0) before using it as a number")
        default: break
        }
        throw error(node, "expected a number, but '\(node.sourceText.prefix(40))' is \(value.withArticle)")
    }

    /// `Int(x)` as Swift converts it, or nil where Swift stops the app (NaN, ±∞, outside Int's range).
    static func exactInt(_ x: Double) -> Int? {
        // 2^63 is the first Double past Int.max; Int.min (-2^63) is exact.
        guard x.isFinite, x > -9_223_372_036_854_775_809.0, x < 9_223_372_036_854_775_808.0 else { return nil }
        return Int(x)
    }

    func integer(_ value: SwiftValue, _ node: some SyntaxProtocol) throws(CustomLayoutError) -> Int {
        if case .int(let x) = value { return x }
        let x = try number(value, node)
        guard x.isFinite, abs(x) < 1e15 else { throw error(node, "\(formatLength(x)) cannot be an Int") }
        return Int(x)
    }

    func bool(_ value: SwiftValue, _ node: some SyntaxProtocol) throws(CustomLayoutError) -> Bool {
        guard case .bool(let flag) = value else { throw error(node, "expected a Bool, but '\(node.sourceText.prefix(40))' is \(value.withArticle)") }
        return flag
    }

    func equal(_ a: SwiftValue, _ b: SwiftValue) throws(CustomLayoutError) -> Bool {
        switch (a, b) {
        case (.none, .none), (.void, .void): return true
        case (.none, _), (_, .none): return false
        case (.viewSpacing(let x), .viewSpacing(let y)): return x == y
        case (.bool(let x), .bool(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.implicit(let x), .implicit(let y)): return x == y
        case (.axis(let x), .axis(let y)): return x == y
        case (.axis(let x), .implicit(let y)), (.implicit(let y), .axis(let x)): return x.rawValue == y
        case (.subview(let x), .subview(let y)): return x == y
        case (.array(let x), .array(let y)):
            guard x.count == y.count else { return false }
            for (p, q) in zip(x, y) where try !equal(p, q) { return false }
            return true
        case (.record(let s, let x), .record(let t, let y)):
            guard s == t, x.count == y.count else { return false }
            for (key, p) in x { guard let q = y[key], try equal(p, q) else { return false } }
            return true
        case (.record(let type, _), .implicit), (.implicit, .record(let type, _)):
            let implicit: SwiftValue
            let record: SwiftValue
            if case .implicit = a { (implicit, record) = (a, b) } else { (implicit, record) = (b, a) }
            return try equal(record, coerce(implicit, to: type))
        default:
            guard let x = try? number(a, Syntax(TokenSyntax.identifier("a"))), let y = try? number(b, Syntax(TokenSyntax.identifier("b"))) else { return false }
            return x == y
        }
    }

    /// A value given a declared type: numbers to CGFloat or Int, implicit members to that type.
    func coerce(_ value: SwiftValue, to type: String) -> SwiftValue {
        let bare = type.hasSuffix("?") ? String(type.dropLast()) : type
        switch (value, bare) {
        case (.int(let x), "CGFloat"), (.int(let x), "Double"), (.int(let x), "Float"): return .number(Double(x))
        case (.number(let x), "Int"): return Self.exactInt(x).map(SwiftValue.int) ?? value
        case (.implicit(let name), "CGFloat"), (.implicit(let name), "Double"), (.implicit(let name), "Float"):
            return SwiftBuiltins.floatingConstant(name).map(SwiftValue.number) ?? value
        case (.implicit(let name), _):
            return implicitMember(bare, name) ?? value
        default: return value
        }
    }

    /// `.zero`, `.infinity`, `.unspecified`, `.center`, … of a known type.
    func implicitMember(_ type: String, _ name: String) -> SwiftValue? {
        switch (type, name) {
        case ("CGSize", "zero"): return .size(.zero)
        case ("CGPoint", "zero"): return .point(.zero)
        case ("CGRect", "zero"): return .rect(.zero)
        case ("ProposedViewSize", "zero"): return .proposal(.zero)
        case ("ProposedViewSize", "unspecified"): return .proposal(.unspecified)
        case ("ProposedViewSize", "infinity"): return .proposal(.infinity)
        case ("Angle", "zero"): return .angle(radians: 0)
        case ("CGAffineTransform", "identity"): return Self.transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        case ("UnitPoint", _): return SwiftValue.unitPoints[name].map { .unitPoint($0.0, $0.1) }
        case ("CGFloat", _), ("Double", _), ("Float", _): return SwiftBuiltins.floatingConstant(name).map(SwiftValue.number)
        case ("Int", "zero"): return .int(0)
        case ("Int", "max"): return .int(Int.max)
        case ("Int", "min"): return .int(Int.min)
        case ("Axis", _), ("Axis.Set", _), ("HorizontalAlignment", _), ("VerticalAlignment", _), ("Alignment", _), ("Edge", _), ("Edge.Set", _): return .implicit(name)
        case ("ViewSpacing", "zero"): return .viewSpacing(CustomLayoutSpacing(.zero))
        default: return nil
        }
    }

    static func transform(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) -> SwiftValue {
        .record("CGAffineTransform", ["a": .number(a), "b": .number(b), "c": .number(c), "d": .number(d), "tx": .number(tx), "ty": .number(ty)])
    }

    func size(_ value: SwiftValue, _ node: some SyntaxProtocol) throws(CustomLayoutError) -> Size {
        let (width, height) = try numbers(value, "width", "height", of: "CGSize", node)
        return Size(width: width, height: height)
    }

    /// The two numbers of a CGSize (`width`, `height`) or a CGPoint (`x`, `y`); `.zero` is both 0.
    private func numbers(_ value: SwiftValue, _ first: String, _ second: String, of type: String, _ node: some SyntaxProtocol) throws(CustomLayoutError) -> (Double, Double) {
        switch value {
        case .record(_, let fields) where fields[first] != nil && fields[second] != nil:
            return (try number(fields[first]!, node), try number(fields[second]!, node))
        case .implicit("zero"): return (0, 0)
        default: throw error(node, "expected a \(type), but got \(value.withArticle)")
        }
    }

    /// Fails for a finite length past `LengthClamp.limit`: no screen is that large, and such a
    /// number would reach the frames without a diagnostic (NaN and ±∞ are diagnosed by layout).
    func checkOnScreen(_ value: Double, _ what: String, _ node: some SyntaxProtocol) throws(CustomLayoutError) {
        guard value.isFinite, Swift.abs(value) > LengthClamp.limit else { return }
        throw error(node, "\(what) \(formatLength(value)) is larger than any screen; FrameLab lays out lengths up to ±\(formatLength(LengthClamp.limit))")
    }

    func point(_ value: SwiftValue, _ node: some SyntaxProtocol) throws(CustomLayoutError) -> Point {
        let (x, y) = try numbers(value, "x", "y", of: "CGPoint", node)
        return Point(x: x, y: y)
    }

    func proposal(_ value: SwiftValue, _ node: some SyntaxProtocol) throws(CustomLayoutError) -> ProposedSize {
        switch value {
        case .implicit("unspecified"): return .unspecified
        case .implicit("zero"): return .zero
        case .implicit("infinity"): return .infinity
        case .record(_, let fields) where fields["width"] != nil || fields["height"] != nil:
            func axis(_ value: SwiftValue?) throws(CustomLayoutError) -> Double? {
                guard let value, !value.isNone else { return nil }
                return try number(value, node)
            }
            return ProposedSize(width: try axis(fields["width"]), height: try axis(fields["height"]))
        default: throw error(node, "expected a ProposedViewSize, but got \(value.withArticle)")
        }
    }

    func unitPoint(_ value: SwiftValue, _ node: some SyntaxProtocol) throws(CustomLayoutError) -> UnitPoint {
        if case .implicit(let name) = value {
            guard let point = SwiftValue.unitPoints[name] else { throw error(node, "'.\(name)' is not a UnitPoint") }
            return UnitPoint(x: point.0, y: point.1)
        }
        let (x, y) = try numbers(value, "x", "y", of: "UnitPoint", node)
        return UnitPoint(x: x, y: y)
    }

    func axis(_ value: SwiftValue, _ node: some SyntaxProtocol) throws(CustomLayoutError) -> Axis {
        if case .axis(let axis) = value { return axis }
        if case .implicit(let name) = value, let axis = Axis(rawValue: name) { return axis }
        throw error(node, "expected .horizontal or .vertical")
    }

    /// The elements a `for` loop or a sequence method walks over.
    func sequence(_ value: SwiftValue, _ node: some SyntaxProtocol) throws(CustomLayoutError) -> [SwiftValue] {
        switch value {
        case .array(let items): return items
        case .subviews(let indices): return indices.map(SwiftValue.subview)
        default: throw error(node, "cannot iterate over \(value.withArticle)")
        }
    }
}
