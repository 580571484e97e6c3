import Foundation
import SwiftSyntax

/// Reads Swift numeric literals in every form: `1_000`, `0x10`, `0o17`, `0b101`, `1e3`, `0x1p4`.
enum NumberLiteral {
    static func integer(_ text: String) -> Double? {
        let digits = text.replacingOccurrences(of: "_", with: "")
        let negative = digits.hasPrefix("-")
        let body = negative ? String(digits.dropFirst()) : digits
        let value: Double?
        if body.hasPrefix("0x") || body.hasPrefix("0X") {
            value = UInt64(body.dropFirst(2), radix: 16).map { Double($0) }
        } else if body.hasPrefix("0o") {
            value = UInt64(body.dropFirst(2), radix: 8).map { Double($0) }
        } else if body.hasPrefix("0b") {
            value = UInt64(body.dropFirst(2), radix: 2).map { Double($0) }
        } else {
            value = Double(body)
        }
        return value.map { negative ? -$0 : $0 }
    }

    /// An integer literal as an `Int` (`1_000`, `0x10`, `0o17`, `0b101`), nil past Int's range.
    static func int(_ text: String) -> Int? {
        let digits = text.replacingOccurrences(of: "_", with: "")
        for (prefix, radix) in [("0x", 16), ("0X", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
            return Int(digits.dropFirst(2), radix: radix)
        }
        return Int(digits)
    }

    static func float(_ text: String) -> Double? {
        Double(text.replacingOccurrences(of: "_", with: ""))
    }

    /// The value of a number or Boolean literal, read the same way by the three evaluators: an
    /// integer literal is an `.int` unless `integersAsNumbers` (the length compiler and the
    /// translator have one number type; the custom-layout interpreter types `1 / 2` as Swift does).
    /// Nil when the expression is not such a literal; throws when its digits cannot be read.
    static func value(of expression: ExprSyntax, integersAsNumbers: Bool) throws(UnreadableNumber) -> SwiftValue? {
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            let text = integer.literal.text
            let value: SwiftValue? = integersAsNumbers ? NumberLiteral.integer(text).map(SwiftValue.number) : NumberLiteral.int(text).map(SwiftValue.int)
            guard let value else { throw UnreadableNumber(node: Syntax(integer)) }
            return value
        }
        if let float = expression.as(FloatLiteralExprSyntax.self) {
            guard let value = NumberLiteral.float(float.literal.text) else { throw UnreadableNumber(node: Syntax(float)) }
            return .number(value)
        }
        if let boolean = expression.as(BooleanLiteralExprSyntax.self) { return .bool(boolean.literal.tokenKind == .keyword(.true)) }
        return nil
    }
}

/// A number literal whose digits cannot be read (`0x` alone, `0b102`).
struct UnreadableNumber: Error {
    var node: Syntax
    var message: String { "cannot read the number '\(node.trimmedDescription)'" }
}
