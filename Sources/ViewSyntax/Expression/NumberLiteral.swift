import Foundation

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
}
