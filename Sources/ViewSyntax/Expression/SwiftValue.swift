import LayoutCore
import SwiftSyntax

/// A Swift value FrameLab computes: the one value type of the translator's constants, the
/// compiled length expressions (`LengthProgram`) and the custom-layout interpreter
/// (docs/evaluator.md). `number` is a CGFloat/Double/Float; `int` an Int where the difference
/// shows (the custom-layout interpreter types integer literals as Swift does; the length compiler
/// keeps every number a `number` and asks for integer division by context). Swift's value types
/// are records: `CGSize`, `CGPoint`, `CGRect`, `ProposedViewSize`, `UnitPoint`, `Angle`,
/// `CGAffineTransform`, `ViewDimensions` and the source's own structs. Optionals are not wrapped:
/// `.none` is nil and any other value is present. No case is `indirect`, so a number or a Bool
/// is stored inline (length programs run at layout time).
enum SwiftValue: Sendable, Hashable {
    case int(Int)
    case number(Double)
    case bool(Bool)
    /// `.horizontal`/`.vertical` known to be an `Axis` (a length closure's parameter, a
    /// translated constant); the custom-layout interpreter reads an unresolved `.horizontal` as
    /// `.implicit` and `axis(_:_:)` accepts both.
    case axis(Axis)
    case string(String)
    case none
    case void
    case array([SwiftValue])
    case tuple([SwiftValue], labels: [String?])
    case record(String, [String: SwiftValue])
    /// A member written without its type (`.zero`, `.infinity`, `.center`), read by where it is used.
    case implicit(String)
    /// `LayoutSubviews` (the indices of the subviews it holds).
    case subviews([Int])
    case subview(Int)
    /// `ViewSpacing`: a subview's `spacing`, `ViewSpacing()`, `.zero`, or a union of them.
    case viewSpacing(CustomLayoutSpacing)
    /// A closure, run in the frame it was written in (closures do not outlive the call).
    case closure(ClosureExprSyntax, frame: Int)
    /// A function declared inside a method body, run like a closure in the frame it was declared in.
    case localFunction(FunctionDeclSyntax, frame: Int)
    /// A type used as a value (`Rank.self`, `CGFloat`).
    case type(String)
    /// A method of the layout or an operator passed as a function (`reduce(0, +)`).
    case function(String)

    var typeName: String {
        switch self {
        case .int: "Int"
        case .number: "CGFloat"
        case .bool: "Bool"
        case .axis: "Axis"
        case .string: "String"
        case .none: "nil"
        case .void: "Void"
        case .array: "Array"
        case .tuple: "tuple"
        case .record(let name, _): name
        case .implicit(let name): ".\(name)"
        case .subviews: "LayoutSubviews"
        case .subview: "LayoutSubview"
        case .viewSpacing: "ViewSpacing"
        case .closure: "closure"
        case .localFunction(let function, _): "function \(function.name.text)"
        case .type(let name): "\(name).Type"
        case .function(let name): "function \(name)"
        }
    }

    static func size(_ size: Size) -> SwiftValue {
        .record("CGSize", ["width": .number(size.width), "height": .number(size.height)])
    }

    static func point(_ point: Point) -> SwiftValue {
        .record("CGPoint", ["x": .number(point.x), "y": .number(point.y)])
    }

    static func rect(_ rect: Rect) -> SwiftValue {
        .record("CGRect", ["origin": .point(rect.origin), "size": .size(rect.size)])
    }

    static func proposal(_ proposal: ProposedSize) -> SwiftValue {
        .record("ProposedViewSize", ["width": proposal.width.map(SwiftValue.number) ?? .none, "height": proposal.height.map(SwiftValue.number) ?? .none])
    }

    static func unitPoint(_ x: Double, _ y: Double) -> SwiftValue {
        .record("UnitPoint", ["x": .number(x), "y": .number(y)])
    }

    static func angle(radians: Double) -> SwiftValue {
        .record("Angle", ["radians": .number(radians)])
    }

    /// Named unit points (`UnitPoint.center`, `.topLeading`, …).
    static let unitPoints: [String: (Double, Double)] = [
        "zero": (0, 0), "topLeading": (0, 0), "top": (0.5, 0), "topTrailing": (1, 0),
        "leading": (0, 0.5), "center": (0.5, 0.5), "trailing": (1, 0.5),
        "bottomLeading": (0, 1), "bottom": (0.5, 1), "bottomTrailing": (1, 1),
    ]

    /// `an Int`, `a CGSize`: the type name for a sentence.
    var withArticle: String {
        let name = typeName
        return ("AEIOU".contains(name.first ?? "x") ? "an " : "a ") + name
    }

    var isNone: Bool {
        if case .none = self { return true }
        return false
    }

    /// The static type the length compiler gives the value; nil for values it does not compile.
    var staticType: ValueType? {
        switch self {
        case .number: .number
        case .bool: .bool
        case .axis: .axis
        default: nil
        }
    }
}

/// The static type of an expression in the compiled length language (`ExpressionCompiler`).
enum ValueType: String, Sendable, Hashable {
    case number = "CGFloat"
    case bool = "Bool"
    case axis = "Axis"
}
