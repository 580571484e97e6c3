/// A diagnostic's message as its site writes it: a string literal whose interpolations are typed
/// arguments. `"frame(width: \(width)) has a negative length"` keeps `width` as a number and the
/// literal around it as the message's template (`frame(width: {}) has a negative length`), so that
/// repeats are grouped by id and template and `--json` carries the arguments, with no pattern
/// matched over the printed text. A message built elsewhere as a `String` is `verbatim`: its whole
/// text is the template and it has no arguments.
public struct DiagnosticText: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The message as printed.
    public private(set) var text: String
    /// The literal parts with `{}` where each argument stands.
    public private(set) var template: String
    /// The interpolated values, in order.
    public private(set) var arguments: [DiagnosticArgument]

    public init(stringLiteral value: String) {
        text = value
        template = Self.escaped(value)
        arguments = []
    }

    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
        template = stringInterpolation.template
        arguments = stringInterpolation.arguments
    }

    /// A message that is already a string (built by a helper, or read from elsewhere): its whole
    /// text is its template.
    public init(verbatim text: String) {
        self.init(stringLiteral: text)
    }

    public var description: String { text }

    /// The two messages one after the other, arguments and all.
    public static func + (lhs: DiagnosticText, rhs: DiagnosticText) -> DiagnosticText {
        var joined = lhs
        joined += rhs
        return joined
    }

    public static func += (lhs: inout DiagnosticText, rhs: DiagnosticText) {
        lhs.text += rhs.text
        lhs.template += rhs.template
        lhs.arguments += rhs.arguments
    }

    /// A literal part as it stands in a template: braces doubled, so that `{}` marks only arguments.
    static func escaped(_ literal: String) -> String {
        guard literal.contains(where: { $0 == "{" || $0 == "}" }) else { return literal }
        return literal.replacingOccurrences(of: "{", with: "{{").replacingOccurrences(of: "}", with: "}}")
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        var template = ""
        var arguments: [DiagnosticArgument] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + 8 * interpolationCount)
            template.reserveCapacity(literalCapacity + 2 * interpolationCount)
            arguments.reserveCapacity(interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) {
            text += literal
            template += DiagnosticText.escaped(literal)
        }

        mutating func append(_ argument: DiagnosticArgument, printed: String) {
            text += printed
            template += "{}"
            arguments.append(argument)
        }

        public mutating func appendInterpolation(_ value: Double) {
            append(.number(value), printed: String(describing: value))
        }

        public mutating func appendInterpolation(_ value: Int) {
            append(.integer(value), printed: String(describing: value))
        }

        public mutating func appendInterpolation(_ value: Int32) {
            append(.integer(Int(value)), printed: String(describing: value))
        }

        public mutating func appendInterpolation(_ value: some StringProtocol) {
            append(.text(String(value)), printed: String(value))
        }

        /// Another message, spliced: its literal text joins this template, its arguments these.
        public mutating func appendInterpolation(_ value: DiagnosticText) {
            text += value.text
            template += value.template
            arguments += value.arguments
        }

        /// Any other value, as string interpolation prints it (`String(describing:)`).
        public mutating func appendInterpolation<Value>(_ value: Value) {
            let printed = String(describing: value)
            append(.text(printed), printed: printed)
        }
    }
}

/// One typed argument of a diagnostic: a name or other text it quotes, or a number.
public enum DiagnosticArgument: Sendable, Hashable {
    case text(String)
    case number(Double)
    case integer(Int)
}

extension DiagnosticArgument: Encodable {
    /// A JSON string or number.
    public func encode(to encoder: any Encoder) throws {
        var value = encoder.singleValueContainer()
        switch self {
        case .text(let text): try value.encode(text)
        case .number(let number): try number.isFinite ? value.encode(number) : value.encode(String(describing: number))
        case .integer(let integer): try value.encode(integer)
        }
    }
}
