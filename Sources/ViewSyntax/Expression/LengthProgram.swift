import LayoutCore

/// A compiled expression of the closure language. Variables live in numbered slots.
indirect enum LengthExpression: Sendable, Hashable {
    case constant(EvaluatedValue)
    case variable(slot: Int)
    case negate(LengthExpression)
    case not(LengthExpression)
    case binary(BinaryOperator, LengthExpression, LengthExpression)
    case conditional(LengthExpression, LengthExpression, LengthExpression)
    case call(BuiltinFunction, [LengthExpression])
}

/// Binary operators of the closure language.
enum BinaryOperator: String, Sendable, Hashable, CaseIterable {
    case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
    case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    case and = "&&", or = "||"

    var isComparison: Bool {
        switch self {
        case .less, .lessOrEqual, .greater, .greaterOrEqual: true
        default: false
        }
    }
    var isArithmetic: Bool {
        switch self {
        case .add, .subtract, .multiply, .divide, .remainder: true
        default: false
        }
    }
}

/// Functions a closure may call.
enum BuiltinFunction: String, Sendable, Hashable, CaseIterable {
    case min, max, abs, floor, ceil, round, sqrt, pow, truncate

    var arity: ClosedRange<Int> {
        switch self {
        case .min, .max: 2...16
        case .pow: 2...2
        default: 1...1
        }
    }
}

/// A compiled statement of the closure language.
indirect enum LengthStatement: Sendable, Hashable {
    case assign(slot: Int, LengthExpression)
    case `return`(LengthExpression)
    case branch(LengthExpression, [LengthStatement], [LengthStatement])
    case loop(LengthExpression, [LengthStatement])
}

/// A compiled closure body: its statements, the slots of its parameters and the number of slots.
struct LengthProgram: Sendable, Hashable {
    var statements: [LengthStatement]
    var parameterSlots: [Int]
    var slotCount: Int
}
