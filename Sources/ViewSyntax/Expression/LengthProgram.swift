import LayoutCore

/// A compiled expression of the closure language. Variables live in numbered slots.
indirect enum LengthExpression: Sendable, Hashable {
    case constant(SwiftValue)
    case variable(slot: Int)
    case negate(LengthExpression)
    case not(LengthExpression)
    case binary(BinaryOperator, LengthExpression, LengthExpression)
    case conditional(LengthExpression, LengthExpression, LengthExpression)
    case call(BuiltinFunction, [LengthExpression])
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
