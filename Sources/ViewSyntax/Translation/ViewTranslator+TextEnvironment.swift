import LayoutCore
import SwiftSyntax

/// `.dynamicTypeSize(…)`, `.lineSpacing(…)` and `.textCase(…)`: modifiers that change how the text
/// below them is measured.
extension ViewTranslator {
    mutating func textEnvironment(_ name: String, _ call: FunctionCallExprSyntax, _ scope: Scope) throws(TranslationIssue) -> TextEnvironmentModifier? {
        let arguments = CallArguments(call)
        guard let item = arguments.unlabeled.first else { throw TranslationIssue(call, "'\(name)' needs a value", id: SourceMessages.missingArgument) }
        switch name {
        case "lineSpacing":
            return try length(item, scope).map { .lineSpacing($0) }
        case "tracking", "kerning":
            // Points after every character (docs/text-model.md): both widen the text by n × value.
            return try length(item, scope).map { .tracking($0, isKerning: name == "kerning") }
        case "textCase":
            // `nil` and `.none` (Optional's case: `Text.Case?.none`) keep the text as written.
            if item.expression.is(NilLiteralExprSyntax.self) || item.expression.trimmedDescription == ".none" { return .textCase(nil) }
            let names = TextCase.allCases.map(\.rawValue)
            guard let name = memberName(item.expression, types: ["Text.Case", "SwiftUI.Text.Case"]), let textCase = TextCase(rawValue: name) else {
                let written = item.expression.sourceText
                let hint = NameSuggestion.closest(to: written.split(separator: ".").last.map(String.init) ?? written, in: names).map { "; did you mean '.\($0)'?" } ?? ""
                throw TranslationIssue(item.expression, "expected a Text.Case (.uppercase, .lowercase) or nil, not '\(written)'\(hint)", id: SourceMessages.invalidArgument)
            }
            return .textCase(textCase)
        default:
            return .dynamicTypeSize(try dynamicTypeSizeRange(item.expression))
        }
    }

    /// `.xLarge`, `DynamicTypeSize.xLarge`, `.small ... .large`, `.small ..< .large`,
    /// `...DynamicTypeSize.xxLarge`, `..<DynamicTypeSize.accessibility1`, `DynamicTypeSize.large...`.
    private func dynamicTypeSizeRange(_ expression: ExprSyntax) throws(TranslationIssue) -> DynamicTypeSizeRange {
        if let range = expression.as(InfixOperatorExprSyntax.self), let op = range.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            let lower = try dynamicTypeSize(range.leftOperand)
            let upper = try dynamicTypeSize(range.rightOperand)
            return DynamicTypeSizeRange(lower, op == "..<" ? try predecessor(of: upper, range.rightOperand) : upper)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            let upper = try dynamicTypeSize(prefix.expression)
            return DynamicTypeSizeRange(.xSmall, prefix.operator.text == "..<" ? try predecessor(of: upper, prefix.expression) : upper)
        }
        if let postfix = expression.as(PostfixOperatorExprSyntax.self) {
            return DynamicTypeSizeRange(try dynamicTypeSize(postfix.expression), .accessibility5)
        }
        return DynamicTypeSizeRange(exactly: try dynamicTypeSize(expression))
    }

    private func dynamicTypeSize(_ expression: ExprSyntax) throws(TranslationIssue) -> DynamicTypeSize {
        let names = DynamicTypeSize.allCases.map(\.rawValue)
        guard let name = memberName(expression, types: ["DynamicTypeSize", "SwiftUI.DynamicTypeSize"]) else {
            throw TranslationIssue(expression, "expected a DynamicTypeSize such as .large, not '\(expression.sourceText)'", id: SourceMessages.invalidArgument)
        }
        guard let size = DynamicTypeSize(rawValue: name) else {
            let suggestion = NameSuggestion.closest(to: name, in: names).map { "; did you mean '.\($0)'?" } ?? ""
            throw TranslationIssue(expression, "'.\(name)' is not a DynamicTypeSize\(suggestion)", id: SourceMessages.invalidArgument)
        }
        return size
    }

    private func predecessor(of size: DynamicTypeSize, _ expression: ExprSyntax) throws(TranslationIssue) -> DynamicTypeSize {
        guard let index = DynamicTypeSize.allCases.firstIndex(of: size), index > 0 else {
            throw TranslationIssue(expression, "the range ..<.\(size.rawValue) is empty", id: SourceMessages.invalidArgument)
        }
        return DynamicTypeSize.allCases[index - 1]
    }
}
