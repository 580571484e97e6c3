import Foundation
import LayoutCore

/// `:expect TARGET.PROPERTY OP NUMBER [± TOL]`: one check of a frame.
struct Expectation: Sendable, Hashable {
    enum Property: String, CaseIterable, Sendable {
        case width, height, x, y, minX, maxX, minY, maxY

        func value(of rect: Rect) -> Double {
            switch self {
            case .width: rect.width
            case .height: rect.height
            case .x, .minX: rect.minX
            case .y, .minY: rect.minY
            case .maxX: rect.maxX
            case .maxY: rect.maxY
            }
        }
    }

    enum Operator: String, CaseIterable, Sendable {
        case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="

        func holds(_ actual: Double, _ expected: Double, tolerance: Double) -> Bool {
            switch self {
            case .equal: abs(actual - expected) <= tolerance
            case .notEqual: abs(actual - expected) > tolerance
            case .less: actual < expected - tolerance
            case .lessOrEqual: actual <= expected + tolerance
            case .greater: actual > expected + tolerance
            case .greaterOrEqual: actual >= expected - tolerance
            }
        }
    }

    static let defaultTolerance = 0.01

    var target: String
    var property: Property
    var op: Operator
    var expected: Double
    var tolerance: Double

    /// Parses `rect.width == 124.33 ± 0.5` (also `+-`, and without spaces around `±`).
    init(parsing text: String) throws(CommandError) {
        let usage = CommandError("usage: :expect TARGET.PROPERTY OP NUMBER [± TOL], e.g. :expect rect.width == 124.33")
        let spaced = text.replacingOccurrences(of: "±", with: " ± ").replacingOccurrences(of: "+-", with: " ± ")
        let words = spaced.split(whereSeparator: \.isWhitespace).map(String.init)
        guard words.count == 3 || words.count == 5 else { throw usage }
        guard let dot = words[0].lastIndex(of: "."), dot != words[0].startIndex else { throw usage }
        target = String(words[0][..<dot])
        let propertyName = String(words[0][words[0].index(after: dot)...])
        guard let property = Property(rawValue: propertyName) else {
            var message = "unknown property '\(propertyName)': use width, height, x, y, minX, maxX, minY or maxY"
            if let suggestion = NameSuggestion.closest(to: propertyName, in: Property.allCases.map(\.rawValue)) {
                message += " (did you mean '\(suggestion)'?)"
            }
            throw CommandError(message)
        }
        self.property = property
        guard let op = Operator(rawValue: words[1]) else {
            throw CommandError("unknown operator '\(words[1])': use ==, !=, <, <=, > or >=")
        }
        self.op = op
        guard let expected = Double(words[2]) else { throw CommandError("'\(words[2])' is not a number") }
        self.expected = expected
        tolerance = Self.defaultTolerance
        if words.count == 5 {
            guard words[3] == "±", let tolerance = Double(words[4]), tolerance >= 0 else { throw usage }
            self.tolerance = tolerance
        }
    }

    var description: String {
        "\(target).\(property.rawValue) \(op.rawValue) \(formatLength(expected))"
            + (tolerance == Self.defaultTolerance ? "" : " ± \(formatLength(tolerance))")
    }
}
