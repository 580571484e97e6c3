import Foundation

/// The free functions of Swift, Foundation and Core Graphics that FrameLab evaluates. This enum is
/// the one table of them: the length compiler (`ExpressionCompiler`, which also evaluates the
/// translator's constants) compiles a call to `.call(function, arguments)` and `LengthInterpreter`
/// runs `apply`; the custom-layout interpreter calls `apply` too (docs/evaluator.md). Adding a
/// case here makes it known to both.
enum BuiltinFunction: String, Sendable, Hashable, CaseIterable {
    case min, max, abs, floor, ceil, round, sqrt, pow, cos, sin, tan, atan2, hypot
    /// Reached through a method or a conversion, never by name: `rounded(.towardZero)` and
    /// `Int(x)`, `rounded(.toNearestOrEven)`, `rounded(.awayFromZero)`.
    case truncate, roundToEven, roundAwayFromZero

    /// The functions source may call by name (`floor(x)`), in the order messages list them.
    static let callable: [BuiltinFunction] = allCases.filter(\.isCallableByName)

    var isCallableByName: Bool {
        switch self {
        case .truncate, .roundToEven, .roundAwayFromZero: false
        default: true
        }
    }

    var arity: ClosedRange<Int> {
        switch self {
        case .min, .max: 2...16
        case .pow, .atan2, .hypot: 2...2
        default: 1...1
        }
    }

    /// Whether it takes only floating values, so literal arithmetic among its arguments is
    /// CGFloat (`sqrt(1 / 2)` is sqrt(0.5)); `min`, `max` and `abs` are generic and keep Ints.
    var isFloatingOnly: Bool {
        switch self {
        case .min, .max, .abs: false
        default: true
        }
    }

    /// The function on numbers (as many as `arity` allows).
    func apply(_ numbers: [Double]) -> Double {
        switch self {
        case .min: numbers.dropFirst().reduce(numbers[0]) { Swift.min($0, $1) }
        case .max: numbers.dropFirst().reduce(numbers[0]) { Swift.max($0, $1) }
        case .abs: Swift.abs(numbers[0])
        case .floor: Foundation.floor(numbers[0])
        case .ceil: Foundation.ceil(numbers[0])
        case .round: numbers[0].rounded()
        case .sqrt: numbers[0].squareRoot()
        case .pow: Foundation.pow(numbers[0], numbers[1])
        case .cos: Foundation.cos(numbers[0])
        case .sin: Foundation.sin(numbers[0])
        case .tan: Foundation.tan(numbers[0])
        case .atan2: Foundation.atan2(numbers[0], numbers[1])
        case .hypot: Foundation.hypot(numbers[0], numbers[1])
        case .truncate: numbers[0].rounded(.towardZero)
        case .roundToEven: numbers[0].rounded(.toNearestOrEven)
        case .roundAwayFromZero: numbers[0].rounded(.awayFromZero)
        }
    }
}

/// The binary operators both evaluators know. `apply` is the arithmetic and comparison of
/// two numbers; `&&`, `||`, `==` and `!=` take other values too and each evaluator applies them
/// (with short-circuiting).
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

    /// `a op b` on numbers: a number for arithmetic, a Bool for a comparison, nil for the
    /// operators that are not numeric. `/` and `%` by zero follow floating point (±∞, NaN); an
    /// evaluator that stops there checks first.
    func apply(_ a: Double, _ b: Double) -> SwiftValue? {
        switch self {
        case .add: .number(a + b)
        case .subtract: .number(a - b)
        case .multiply: .number(a * b)
        case .divide: .number(a / b)
        case .remainder: .number(a.truncatingRemainder(dividingBy: b))
        case .less: .bool(a < b)
        case .lessOrEqual: .bool(a <= b)
        case .greater: .bool(a > b)
        case .greaterOrEqual: .bool(a >= b)
        case .equal, .notEqual, .and, .or: nil
        }
    }
}

/// The rest of the built-in vocabulary shared by the evaluators: numeric type names, the static
/// constants of the floating-point types, rounding rules and the members of a number.
enum SwiftBuiltins {
    /// Type names whose one-argument initializer converts a number (`CGFloat(x)`, `Int(x)`).
    static let numericTypes: Set<String> = ["CGFloat", "Double", "Float", "Int"]
    static let floatingTypes: Set<String> = ["CGFloat", "Double", "Float"]
    /// Module names that may qualify a built-in (`Foundation.sqrt(x)`, `Swift.max(a, b)`).
    static let moduleNames: Set<String> = ["Swift", "Foundation", "CoreGraphics", "SwiftUI"]

    /// `CGFloat.infinity`, `.pi`, `Double.greatestFiniteMagnitude`, …: the static constants of the
    /// floating-point types (`zero` included).
    static func floatingConstant(_ name: String) -> Double? {
        switch name {
        case "zero": 0
        case "infinity": .infinity
        case "pi": .pi
        case "nan": .nan
        case "greatestFiniteMagnitude": .greatestFiniteMagnitude
        case "leastNonzeroMagnitude": .leastNonzeroMagnitude
        case "leastNormalMagnitude": .leastNormalMagnitude
        case "ulpOfOne": .ulpOfOne
        default: nil
        }
    }

    /// `x.rounded(.down)`: the function a `FloatingPointRoundingRule` case stands for (the
    /// rule's name, without `.` or `FloatingPointRoundingRule.`).
    static func rounding(_ rule: String) -> BuiltinFunction? {
        switch rule {
        case "down": .floor
        case "up": .ceil
        case "towardZero": .truncate
        case "toNearestOrAwayFromZero": .round
        case "toNearestOrEven": .roundToEven
        case "awayFromZero": .roundAwayFromZero
        default: nil
        }
    }

    /// The rule named by `.down` or `FloatingPointRoundingRule.down`, or nil for other text.
    static func roundingRuleName(_ text: String) -> String? {
        for prefix in [".", "FloatingPointRoundingRule."] where text.hasPrefix(prefix) {
            return String(text.dropFirst(prefix.count))
        }
        return nil
    }

    /// `x.squareRoot()`, `x.rounded()`: the methods of a number that take no argument.
    static func numberMethod(_ name: String) -> BuiltinFunction? {
        switch name {
        case "squareRoot": .sqrt
        case "rounded": .round
        default: nil
        }
    }

    /// `x.magnitude`: the numeric properties of a number.
    static func numberProperty(_ name: String) -> BuiltinFunction? {
        name == "magnitude" ? .abs : nil
    }

    /// `x.isFinite`, `x.isNaN`: the Boolean properties of a number.
    static func numberTest(_ name: String, of x: Double) -> Bool? {
        switch name {
        case "isFinite": x.isFinite
        case "isInfinite": x.isInfinite
        case "isNaN": x.isNaN
        default: nil
        }
    }
}
