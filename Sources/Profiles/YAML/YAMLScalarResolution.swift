/// A scalar resolved by the YAML 1.2 core schema (plain scalars only; quoted ones are strings).
enum ResolvedScalar: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case float(Double)
    case string(String)

    /// `a number`, `a string`, … for messages.
    var typeDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .int: "an integer"
        case .float: "a number"
        case .string: "a string"
        }
    }
}

extension YAMLScalar {
    static func resolve(text: String, isPlain: Bool, tag: String?) -> ResolvedScalar {
        if let tag {
            switch tag {
            case "tag:yaml.org,2002:str": return .string(text)
            case "tag:yaml.org,2002:null": return .null
            case "tag:yaml.org,2002:bool": return Self.resolveBool(text).map(ResolvedScalar.bool) ?? .string(text)
            case "tag:yaml.org,2002:int": return Self.resolveInt(text).map(ResolvedScalar.int) ?? .string(text)
            case "tag:yaml.org,2002:float": return Self.resolveFloat(text).map(ResolvedScalar.float) ?? .string(text)
            default: break
            }
        }
        guard isPlain else { return .string(text) }
        // Most plain scalars are names: a first letter that starts no null, bool or number is a string.
        if let first = text.utf8.first, (first | 0x20) >= UInt8(ascii: "a"), (first | 0x20) <= UInt8(ascii: "z"),
            !"tfn".utf8.contains(first | 0x20) {
            return .string(text)
        }
        if let int = Self.decimalInt(text) { return .int(int) }
        if ["", "~", "null", "Null", "NULL"].contains(text) { return .null }
        if let bool = Self.resolveBool(text) { return .bool(bool) }
        // What decimalInt left: hexadecimal, octal and decimals too long for it.
        if text.utf8.count > 18 || text.utf8.contains(UInt8(ascii: "0")), let int = Self.resolveInt(text) { return .int(int) }
        if let float = Self.resolveFloat(text) { return .float(float) }
        return .string(text)
    }

    private static func resolveBool(_ text: String) -> Bool? {
        switch text {
        case "true", "True", "TRUE": true
        case "false", "False", "FALSE": false
        default: nil
        }
    }

    /// Digits with an optional sign, read from the bytes: most numbers in profiles (longer ones,
    /// which might overflow, go the general way).
    private static func decimalInt(_ text: String) -> Int? {
        var utf8 = text.utf8[...]
        let negative = utf8.first == UInt8(ascii: "-")
        if negative || utf8.first == UInt8(ascii: "+") { utf8 = utf8.dropFirst() }
        guard !utf8.isEmpty, utf8.count <= 18 else { return nil }
        var value = 0
        for byte in utf8 {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return negative ? -value : value
    }

    private static func resolveInt(_ text: String) -> Int? {
        if text.hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16) }
        if text.hasPrefix("0o") { return Int(text.dropFirst(2), radix: 8) }
        var digits = Substring(text)
        if digits.first == "+" || digits.first == "-" { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text.hasPrefix("+") ? String(text.dropFirst()) : text)
    }

    private static func resolveFloat(_ text: String) -> Double? {
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .infinity
        case "-.inf", "-.Inf", "-.INF": return -.infinity
        case ".nan", ".NaN", ".NAN": return .nan
        default: break
        }
        // [-+]? ( . digits | digits ( . digits? )? ) ( [eE] [-+]? digits )?
        var chars = Array(text.utf8)[...]
        if chars.first == UInt8(ascii: "+") || chars.first == UInt8(ascii: "-") { chars = chars.dropFirst() }
        func digits() -> Int {
            var count = 0
            while let c = chars.first, c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") { chars = chars.dropFirst(); count += 1 }
            return count
        }
        var mantissa = digits()
        if chars.first == UInt8(ascii: ".") {
            chars = chars.dropFirst()
            mantissa += digits()
        }
        guard mantissa > 0 else { return nil }
        if chars.first == UInt8(ascii: "e") || chars.first == UInt8(ascii: "E") {
            chars = chars.dropFirst()
            if chars.first == UInt8(ascii: "+") || chars.first == UInt8(ascii: "-") { chars = chars.dropFirst() }
            guard digits() > 0 else { return nil }
        }
        guard chars.isEmpty else { return nil }
        return Double(text.hasPrefix("+") ? String(text.dropFirst()) : text)
    }
}

extension YAMLNode {
    /// `a mapping`, `a sequence`, or the scalar's resolved type, for messages.
    var typeDescription: String {
        switch content {
        case .mapping: "a mapping"
        case .sequence: "a sequence"
        case .scalar(let scalar): scalar.resolved.typeDescription
        }
    }

    /// The node's value quoted for a message (`"abc"`, `12`, `a mapping`).
    var shortDescription: String {
        switch content {
        case .mapping: return "a mapping"
        case .sequence: return "a sequence"
        case .scalar(let scalar):
            let text = scalar.text.count > 40 ? String(scalar.text.prefix(40)) + "…" : scalar.text
            switch scalar.resolved {
            case .string: return "a string (\"\(text)\")"
            case .null: return "null"
            default: return "\(scalar.resolved.typeDescription) (\(text))"
            }
        }
    }

    var number: Double? {
        switch scalar?.resolved {
        case .int(let value): Double(value)
        case .float(let value): value
        default: nil
        }
    }

    var string: String? {
        if case .string(let value) = scalar?.resolved { return value }
        return nil
    }

    var bool: Bool? {
        if case .bool(let value) = scalar?.resolved { return value }
        return nil
    }

    var isNull: Bool {
        if case .null = scalar?.resolved { return true }
        return false
    }
}
