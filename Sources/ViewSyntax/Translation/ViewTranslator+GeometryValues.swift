import LayoutCore
import SwiftSyntax

/// Core Graphics and SwiftUI geometry values written as initializers: `CGSize(width: 150, height:
/// 150)`, `CGPoint(x:y:)`, `CGRect(x:y:width:height:)` (also `origin:size:`) and `EdgeInsets(top:
/// leading:bottom:trailing:)`, records whose members a frame reads (`size.width`, `rect.height`,
/// `.padding(insets)`), built by `geometryRecord`. A property holding one was not a value FrameLab could evaluate, so
/// `.frame(width: size.width, height: size.height)` was dropped and a resizable image in it took
/// the whole screen (721 pt wide on a 402-pt phone, issue 26's wave-7 sample).
extension ViewTranslator {
    /// The fields of each geometry type, in the order of its memberwise initializer.
    static let geometryFields: [String: [String]] = [
        "CGSize": ["width", "height"],
        "CGPoint": ["x", "y"],
        "CGVector": ["dx", "dy"],
        "CGRect": ["x", "y", "width", "height"],
        "EdgeInsets": ["top", "leading", "bottom", "trailing"],
    ]

    /// The record for a geometry initializer whose arguments are all numbers FrameLab computes, or
    /// nil (another type, an argument it cannot compute): the caller keeps its own reading.
    mutating func geometryValue(_ typeName: String, _ arguments: CallArguments, _ scope: Scope) -> ScopeValue? {
        guard let names = Self.geometryFields[typeName] else { return nil }
        if arguments.items.isEmpty {
            return .record(typeName: typeName, fields: names.map { ($0, .value(.number(0))) })
        }
        var given: [String: Double] = [:]
        for item in arguments.items {
            guard let label = item.label else { return nil }
            if typeName == "CGRect", label == "origin" || label == "size" {
                // `CGRect(origin: .zero, size: CGSize(width: 10, height: 20))`
                guard let part = geometryPart(item.expression, expecting: label == "origin" ? "CGPoint" : "CGSize", scope) else { return nil }
                given.merge(part) { _, new in new }
                continue
            }
            guard names.contains(label), let number = Self.geometryNumber(try? evaluate(item.expression, scope)) else { return nil }
            given[label] = number
        }
        return .record(typeName: typeName, fields: names.map { ($0, .value(.number(given[$0] ?? 0))) })
    }

    private static func geometryNumber(_ value: SwiftValue?) -> Double? {
        switch value {
        case .number(let number)?: number
        case .int(let number)?: Double(number)
        default: nil
        }
    }

    /// `.zero` or `CGSize(width:height:)` / `CGPoint(x:y:)` as the fields a CGRect takes from it.
    private mutating func geometryPart(_ expression: ExprSyntax, expecting typeName: String, _ scope: Scope) -> [String: Double]? {
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "zero",
           member.base == nil || member.base?.sourceText == typeName {
            return [:]
        }
        guard let call = expression.as(FunctionCallExprSyntax.self),
              call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == typeName,
              case .record(_, let fields)? = geometryValue(typeName, CallArguments(call), scope) else { return nil }
        var result: [String: Double] = [:]
        for (name, value) in fields {
            if case .value(.number(let number)) = value { result[name] = number }
        }
        return result
    }
}
