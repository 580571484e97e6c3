import LayoutCore
import SwiftSyntax

/// A value of the custom-layout interpreter. Swift's value types are records: `CGSize`,
/// `CGPoint`, `CGRect`, `ProposedViewSize`, `UnitPoint`, `Angle`, `CGAffineTransform`,
/// `ViewDimensions` and the source's own structs. Optionals are not wrapped: `.none` is nil and
/// any other value is present.
indirect enum LayoutValue: Sendable {
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)
    case none
    case void
    case array([LayoutValue])
    case tuple([LayoutValue], labels: [String?])
    case record(String, [String: LayoutValue])
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
        case .double: "CGFloat"
        case .bool: "Bool"
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

    static func size(_ size: Size) -> LayoutValue {
        .record("CGSize", ["width": .double(size.width), "height": .double(size.height)])
    }

    static func point(_ point: Point) -> LayoutValue {
        .record("CGPoint", ["x": .double(point.x), "y": .double(point.y)])
    }

    static func rect(_ rect: Rect) -> LayoutValue {
        .record("CGRect", ["origin": .point(rect.origin), "size": .size(rect.size)])
    }

    static func proposal(_ proposal: ProposedSize) -> LayoutValue {
        .record("ProposedViewSize", ["width": proposal.width.map(LayoutValue.double) ?? .none, "height": proposal.height.map(LayoutValue.double) ?? .none])
    }

    static func unitPoint(_ x: Double, _ y: Double) -> LayoutValue {
        .record("UnitPoint", ["x": .double(x), "y": .double(y)])
    }

    static func angle(radians: Double) -> LayoutValue {
        .record("Angle", ["radians": .double(radians)])
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
}
