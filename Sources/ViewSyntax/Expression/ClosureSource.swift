import Foundation
import SwiftSyntax

/// The text of a closure for `LengthClosure.source`: as written, with names captured from the
/// enclosing view replaced by their values, so the text stands on its own.
enum ClosureSource {
    static func text(of closure: ClosureExprSyntax, captured: [String: SwiftValue]) -> String {
        guard !captured.isEmpty else { return closure.sourceText }
        var text = ""
        for token in closure.tokens(viewMode: .sourceAccurate) {
            var spelling = token.text
            let isReference = token.parent?.is(DeclReferenceExprSyntax.self) == true
                && token.parent?.parent?.is(MemberAccessExprSyntax.self) != true
            if isReference, let value = captured[token.text] {
                switch value {
                case .number(let number): spelling = literal(number)
                case .bool(let flag): spelling = String(flag)
                case .axis(let axis): spelling = "Axis." + axis.rawValue
                default: break
                }
            }
            text += token.leadingTrivia.description + spelling + token.trailingTrivia.description
        }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func literal(_ value: Double) -> String {
        if value.isNaN { return "CGFloat.nan" }
        if value.isInfinite { return value > 0 ? "CGFloat.infinity" : "(-CGFloat.infinity)" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return value < 0 ? "(\(value))" : String(value)
    }
}
