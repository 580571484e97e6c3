import LayoutCore

/// A value the closure interpreter computes: a CGFloat, a Bool or an `Axis`.
enum EvaluatedValue: Sendable, Hashable {
    case number(Double)
    case bool(Bool)
    case axis(Axis)

    var type: ValueType {
        switch self {
        case .number: .number
        case .bool: .bool
        case .axis: .axis
        }
    }
}

/// The static type of an expression in the closure language.
enum ValueType: String, Sendable, Hashable {
    case number = "CGFloat"
    case bool = "Bool"
    case axis = "Axis"
}
