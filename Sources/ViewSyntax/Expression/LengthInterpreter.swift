import LayoutCore

/// Why evaluating a closure failed at layout time.
public struct ClosureEvaluationError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// Runs a `LengthProgram` with a step budget, so loops and long computations stay bounded.
struct LengthInterpreter {
    static let defaultStepBudget = 100_000

    var stepBudget: Int = LengthInterpreter.defaultStepBudget
    /// Integer semantics for `/` and `%` (arguments typed `Int`, such as `count:`).
    var integerArithmetic = false
    private var steps = 0
    private var slots: [SwiftValue] = []

    init(stepBudget: Int = LengthInterpreter.defaultStepBudget, integerArithmetic: Bool = false) {
        self.stepBudget = stepBudget
        self.integerArithmetic = integerArithmetic
    }

    mutating func run(_ program: LengthProgram, arguments: [SwiftValue]) throws(ClosureEvaluationError) -> SwiftValue {
        steps = 0
        slots = Array(repeating: .number(0), count: max(program.slotCount, 1))
        for (slot, value) in zip(program.parameterSlots, arguments) { slots[slot] = value }
        if let value = try execute(program.statements) { return value }
        throw ClosureEvaluationError("the closure ended without returning a value")
    }

    mutating func evaluate(_ expression: LengthExpression) throws(ClosureEvaluationError) -> SwiftValue {
        steps = 0
        return try value(of: expression)
    }

    private mutating func tick() throws(ClosureEvaluationError) {
        steps += 1
        if steps > stepBudget {
            throw ClosureEvaluationError("the closure took more than \(stepBudget) steps; FrameLab stopped it (an endless loop?); raise TranslationOptions.maxClosureSteps if it needs more")
        }
    }

    private mutating func execute(_ statements: [LengthStatement]) throws(ClosureEvaluationError) -> SwiftValue? {
        for statement in statements {
            try tick()
            switch statement {
            case .assign(let slot, let expression):
                slots[slot] = try value(of: expression)
            case .return(let expression):
                return try value(of: expression)
            case .branch(let condition, let then, let otherwise):
                let chosen = try bool(condition) ? then : otherwise
                if let result = try execute(chosen) { return result }
            case .loop(let condition, let body):
                while try bool(condition) {
                    if let result = try execute(body) { return result }
                    try tick()
                }
            }
        }
        return nil
    }

    private mutating func bool(_ expression: LengthExpression) throws(ClosureEvaluationError) -> Bool {
        guard case .bool(let flag) = try value(of: expression) else { throw ClosureEvaluationError("expected a Bool") }
        return flag
    }

    private mutating func number(_ expression: LengthExpression) throws(ClosureEvaluationError) -> Double {
        guard case .number(let number) = try value(of: expression) else { throw ClosureEvaluationError("expected a number") }
        return number
    }

    private mutating func value(of expression: LengthExpression) throws(ClosureEvaluationError) -> SwiftValue {
        try tick()
        switch expression {
        case .constant(let value):
            return value
        case .variable(let slot):
            return slots[slot]
        case .negate(let operand):
            return .number(-(try number(operand)))
        case .not(let operand):
            return .bool(!(try bool(operand)))
        case .conditional(let condition, let then, let otherwise):
            let chosen = try bool(condition) ? then : otherwise
            return try value(of: chosen)
        case .binary(let op, let lhs, let rhs):
            return try binary(op, lhs, rhs)
        case .call(let function, let arguments):
            var numbers: [Double] = []
            for argument in arguments { numbers.append(try number(argument)) }
            return .number(function.apply(numbers))
        }
    }

    private mutating func binary(_ op: BinaryOperator, _ lhs: LengthExpression, _ rhs: LengthExpression) throws(ClosureEvaluationError) -> SwiftValue {
        switch op {
        case .and:
            if !(try bool(lhs)) { return .bool(false) }
            return .bool(try bool(rhs))
        case .or:
            if try bool(lhs) { return .bool(true) }
            return .bool(try bool(rhs))
        case .equal, .notEqual:
            let a = try value(of: lhs)
            let b = try value(of: rhs)
            return .bool((a == b) == (op == .equal))
        default: break
        }
        let a = try number(lhs)
        let b = try number(rhs)
        if op == .remainder || (op == .divide && integerArithmetic) {
            guard b != 0 else { throw ClosureEvaluationError("division by zero") }
            if op == .divide { return .number((a / b).rounded(.towardZero)) }
        }
        return op.apply(a, b) ?? .bool(false)
    }
}
