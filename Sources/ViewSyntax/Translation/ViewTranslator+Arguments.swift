import LayoutCore
import SwiftSyntax

/// Readers for argument values: lengths, integers, alignments, axis and edge sets, strings.
extension ViewTranslator {
    /// A length (`CGFloat?`). A value FrameLab cannot know is ignored with a warning.
    mutating func length(_ item: CallArguments.Item?, _ scope: Scope) throws(TranslationIssue) -> Double? {
        guard let item else { return nil }
        let expression = try lengthBranch(item.expression, scope)
        if expression.is(NilLiteralExprSyntax.self) || isKnownNil(expression, scope) { return nil }
        if expression.is(MissingExprSyntax.self) {
            throw TranslationIssue(item.anchor, "missing value for '\(item.label.map { "\($0):" } ?? "argument")'", id: SourceMessages.missingArgument)
        }
        do throws(TranslationIssue) {
            guard case .number(let value) = try evaluate(expression, scope) else {
                throw TranslationIssue(expression, "expected a number here, not '\(expression.sourceText)'", id: SourceMessages.invalidArgument)
            }
            return value
        } catch where error.isUnknownValue {
            if let fallback = try fallbackLength(expression, scope) { return fallback }
            warn(expression, SourceMessages.unknownValue, "\(error.message); FrameLab ignores \(item.label.map { "'\($0):'" } ?? "this argument") for layout")
            return nil
        }
    }

    /// A required `Int` argument.
    mutating func integer(_ item: CallArguments.Item, _ scope: Scope) throws(TranslationIssue) -> Int {
        let expression = item.expression
        if expression.is(MissingExprSyntax.self) {
            throw TranslationIssue(item.anchor, "missing value for '\(item.label.map { "\($0):" } ?? "argument")'", id: SourceMessages.missingArgument)
        }
        guard case .number(let value) = try evaluate(expression, scope, integer: true), value.isFinite,
            value == value.rounded(), abs(value) < 1e15
        else {
            throw TranslationIssue(expression, "expected an integer here, not '\(expression.sourceText)'", id: SourceMessages.invalidArgument)
        }
        return Int(value)
    }

    mutating func bool(_ item: CallArguments.Item?, default fallback: Bool, _ scope: Scope) throws(TranslationIssue) -> Bool {
        guard let item else { return fallback }
        guard case .bool(let flag) = try evaluate(item.expression, scope) else {
            throw TranslationIssue(item.expression, "expected true or false here", id: SourceMessages.invalidArgument)
        }
        return flag
    }

    /// `.name` or `Type.name` where Type is one of `types`.
    func memberName(_ expression: ExprSyntax, types: Set<String>) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        if let base = member.base, !types.contains(base.sourceText) { return nil }
        return member.declName.baseName.text
    }

    private func badValue(_ expression: ExprSyntax, _ typeName: String, _ names: [String]) -> TranslationIssue {
        let given = memberName(expression, types: []) ?? expression.sourceText
        var message = "'\(expression.sourceText)' is not \(typeName)"
        if let suggestion = NameSuggestion.closest(to: given, in: names) {
            message += "; did you mean '.\(suggestion)'?"
        } else {
            message += "; use one of " + names.map { "." + $0 }.joined(separator: ", ")
        }
        return TranslationIssue(expression, message, id: SourceMessages.invalidArgument)
    }

    /// For an argument not written as a literal (`alignment: align`, `alignment: style(for: item)`):
    /// the enum case FrameLab can see, or `fallback` after one warning. Nil for a literal, which the
    /// caller reads.
    mutating func nonLiteralCase(_ expression: ExprSyntax, _ scope: Scope, what: String, fallback: String) -> String? {
        // `.center`, `Alignment.center` are written cases; `self.alignment`, `style.alignment` are values.
        let isLiteral = expression.as(MemberAccessExprSyntax.self).map { $0.base.map { $0.trimmedDescription.first?.isUppercase == true } ?? true } == true
            || expression.is(ArrayExprSyntax.self)
            || expression.as(FunctionCallExprSyntax.self).map { $0.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true } == true
        if isLiteral { return nil }
        if case .enumCase(_, let name)? = resolve(expression, scope) { return name }
        warnUnknown(expression, "FrameLab cannot know the \(what) '\(Self.short(expression))'; it uses .\(fallback)")
        return fallback
    }

    mutating func alignment(_ item: CallArguments.Item?, default fallback: Alignment = .center, _ scope: Scope = Scope()) throws(TranslationIssue) -> Alignment {
        guard let item else { return fallback }
        let expression = item.expression
        if let name = nonLiteralCase(expression, scope, what: "alignment", fallback: Alignment.named.first { $0.alignment == fallback }?.name ?? "center") {
            return Alignment.named.first { $0.name == name }?.alignment ?? fallback
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.sourceText == "Alignment" {
            let arguments = CallArguments(call)
            return Alignment(
                horizontal: try horizontalAlignment(arguments.labeled("horizontal")),
                vertical: try verticalAlignment(arguments.labeled("vertical")))
        }
        let names = Alignment.named.map(\.name)
        guard let name = memberName(expression, types: ["Alignment", "SwiftUI.Alignment"]) else {
            throw badValue(expression, "an Alignment", names)
        }
        if let named = Alignment.named.first(where: { $0.name == name }) { return named.alignment }
        for horizontal in HorizontalAlignment.allCases {
            for vertical in [VerticalAlignment.firstTextBaseline, .lastTextBaseline]
            where name == horizontal.rawValue + vertical.rawValue.prefix(1).uppercased() + vertical.rawValue.dropFirst() {
                return Alignment(horizontal: horizontal, vertical: vertical)
            }
        }
        throw badValue(expression, "an Alignment", names)
    }

    mutating func horizontalAlignment(_ item: CallArguments.Item?, _ scope: Scope = Scope()) throws(TranslationIssue) -> HorizontalAlignment {
        guard let item else { return .center }
        if let name = nonLiteralCase(item.expression, scope, what: "alignment", fallback: "center") { return HorizontalAlignment(rawValue: name) ?? .center }
        let names = HorizontalAlignment.allCases.map(\.rawValue)
        guard let name = memberName(item.expression, types: ["HorizontalAlignment"]), let value = HorizontalAlignment(rawValue: name) else {
            throw badValue(item.expression, "a HorizontalAlignment", names)
        }
        return value
    }

    mutating func verticalAlignment(_ item: CallArguments.Item?, _ scope: Scope = Scope()) throws(TranslationIssue) -> VerticalAlignment {
        guard let item else { return .center }
        if let name = nonLiteralCase(item.expression, scope, what: "alignment", fallback: "center") { return VerticalAlignment(rawValue: name) ?? .center }
        let names = VerticalAlignment.allCases.map(\.rawValue)
        guard let name = memberName(item.expression, types: ["VerticalAlignment"]), let value = VerticalAlignment(rawValue: name) else {
            throw badValue(item.expression, "a VerticalAlignment", names)
        }
        return value
    }

    /// `Axis.Set`: `.horizontal`, `.vertical`, `[.horizontal, .vertical]`, the empty set (`[]`,
    /// `.init()`), and `cond ? a : b` (the branch the condition takes; the first, with the
    /// condition's warning, when FrameLab cannot evaluate it).
    mutating func axisSet(_ item: CallArguments.Item, _ scope: Scope = Scope()) throws(TranslationIssue) -> AxisSet {
        let names = ["horizontal", "vertical"]
        func one(_ expression: ExprSyntax) throws(TranslationIssue) -> AxisSet {
            switch memberName(expression, types: ["Axis.Set", "Axis"]) {
            case "horizontal": return .horizontal
            case "vertical": return .vertical
            default: throw badValue(expression, "an Axis.Set", names)
            }
        }
        let expression = try chosenBranch(item.expression, scope)
        if Self.isEmptyOptionSet(expression, types: ["Axis.Set"]) { return [] }
        if let array = expression.as(ArrayExprSyntax.self) {
            var set: AxisSet = []
            for element in array.elements { set.formUnion(try one(element.expression)) }
            return set
        }
        return try one(expression)
    }

    /// `Edge.Set`: `.all`, `.horizontal`, `.top`, `[.top, .leading]`, the empty set, and
    /// `cond ? a : b` as for `axisSet`.
    mutating func edgeSet(_ item: CallArguments.Item, _ scope: Scope = Scope()) throws(TranslationIssue) -> EdgeSet {
        let table: [String: EdgeSet] = [
            "all": .all, "horizontal": .horizontal, "vertical": .vertical, "top": .top, "leading": .leading,
            "bottom": .bottom, "trailing": .trailing,
        ]
        func one(_ expression: ExprSyntax) throws(TranslationIssue) -> EdgeSet {
            guard let name = memberName(expression, types: ["Edge.Set"]), let set = table[name] else {
                throw badValue(expression, "an Edge.Set", table.keys.sorted())
            }
            return set
        }
        let expression = try chosenBranch(item.expression, scope)
        if Self.isEmptyOptionSet(expression, types: ["Edge.Set"]) { return [] }
        if let array = expression.as(ArrayExprSyntax.self) {
            var set: EdgeSet = []
            for element in array.elements { set.formUnion(try one(element.expression)) }
            return set
        }
        return try one(expression)
    }

    /// `cond ? a : b` (nested too): the branch the condition takes; the first, with the
    /// condition's warning (a guess), when FrameLab cannot evaluate it.
    mutating func chosenBranch(_ expression: ExprSyntax, _ scope: Scope) throws(TranslationIssue) -> ExprSyntax {
        var expression = expression
        while true {
            if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                expression = only.expression
            } else if let ternary = expression.as(TernaryExprSyntax.self) {
                expression = try condition(ternary.condition, scope) ? ternary.thenExpression : ternary.elseExpression
            } else {
                return expression
            }
        }
    }

    /// The empty option set: `[]`, `.init()`, `.init([])`, `Axis.Set()`, `Edge.Set([])`.
    static func isEmptyOptionSet(_ expression: ExprSyntax, types: Set<String>) -> Bool {
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.isEmpty }
        guard let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil else { return false }
        let called = call.calledExpression.trimmedDescription
        guard called == ".init" || types.contains(called) || types.contains(where: { called == $0 + ".init" }) else { return false }
        switch call.arguments.count {
        case 0: return true
        case 1: return call.arguments.first.map { $0.label == nil && $0.expression.as(ArrayExprSyntax.self)?.elements.isEmpty == true } ?? false
        default: return false
        }
    }

    func edge(_ item: CallArguments.Item) throws(TranslationIssue) -> Edge {
        guard let name = memberName(item.expression, types: ["Edge"]), let edge = Edge(rawValue: name) else {
            throw badValue(item.expression, "an Edge", Edge.allCases.map(\.rawValue))
        }
        return edge
    }

    func contentMode(_ item: CallArguments.Item?) throws(TranslationIssue) -> ContentMode {
        guard let item else { return .fit }
        guard let name = memberName(item.expression, types: ["ContentMode"]), let mode = ContentMode(rawValue: name) else {
            throw badValue(item.expression, "a ContentMode", ["fit", "fill"])
        }
        return mode
    }

    /// The text of a string literal (escapes decoded, interpolations evaluated where possible).
    mutating func string(_ expression: ExprSyntax, _ scope: Scope) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else {
            return resolvedText(expression, scope)
        }
        var text = ""
        for segment in literal.segments {
            if let plain = segment.as(StringSegmentSyntax.self) {
                text += literal.openingPounds == nil ? StringEscapes.decode(plain.content.text) : plain.content.text
            } else if let interpolation = segment.as(ExpressionSegmentSyntax.self) {
                text += interpolated(interpolation, scope)
            }
        }
        return text
    }

    private mutating func interpolated(_ segment: ExpressionSegmentSyntax, _ scope: Scope) -> String {
        interpolatedValue(segment, scope) ?? "\\(" + segment.expressions.sourceText + ")"
    }

    /// An interpolation's text; nil when FrameLab cannot compute it.
    mutating func interpolatedValue(_ segment: ExpressionSegmentSyntax, _ scope: Scope) -> String? {
        segment.expressions.first.flatMap { resolvedText($0.expression, scope) }
    }

    /// A data expression as text: a string, a number, an enum case; a placeholder's text is
    /// `options.placeholderString`.
    private mutating func resolvedText(_ expression: ExprSyntax, _ scope: Scope) -> String? {
        if expression.is(ClosureExprSyntax.self) || looksLikeView(expression, scope) { return nil }
        // A name bound to a number or a string (`index` of a ForEach) is read from the scope,
        // without compiling it as an expression.
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            switch scope[reference.baseName.text] {
            case .value(let value)?: return Self.text(.value(value))
            case .string(let text)?: return text
            default: break
            }
        }
        if let value = try? evaluate(expression, scope) { return Self.text(.value(value)) }
        switch resolve(expression, scope) {
        case .opaque?: return options.placeholderString
        case .nilValue?: return ""
        case let value?: return Self.text(value)
        case nil: return nil
        }
    }
}
