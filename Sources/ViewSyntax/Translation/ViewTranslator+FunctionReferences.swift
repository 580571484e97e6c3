import LayoutCore
import SwiftParser
import SwiftSyntax

/// A function or initializer written where a closure goes (`ForEach(items, content: rowView)`,
/// `ForEach(items, id: \.self, content: Row.init)`, `icon.map(Image.init(systemName:))`): Swift
/// calls it with the element, so it lays out as the closure `{ rowView($0) }` does.
extension ViewTranslator {
    /// The name the applied value is bound to in the call `appliedViews` builds; not a Swift name
    /// an app can declare (it starts with the reserved `__`).
    private static let appliedValueName = "__frameLabAppliedValue"

    /// Whether `expression` is a reference FrameLab can call with one value: a function
    /// (`rowView`, `row(for:)`, `self.rowView`) or an initializer (`Row.init`, `Image.init(systemName:)`).
    static func isFunctionReference(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text.first?.isLowercase == true
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            if member.declName.baseName.text == "init" { return base.sourceText.first?.isUppercase == true }
            return ["self", "Self"].contains(base.sourceText)
        }
        return false
    }

    /// The views of `function` called with `value`, as Swift calls it. The call is built from the
    /// reference's text (`Image.init(systemName:)` → `Image(systemName: value)`); the nodes and the
    /// diagnostics that would point into that built call point at `function` instead. nil when
    /// `function` is not a reference (see `isFunctionReference`).
    mutating func appliedViews(_ function: ExprSyntax, to value: ScopeValue, _ scope: Scope) throws(TranslationIssue) -> [ViewNode]? {
        guard Self.isFunctionReference(function), let text = callText(function) else { return nil }
        let parsed = Parser.parse(source: text).statements
        guard parsed.count == 1, case .expr(let call)? = parsed.first?.item, !call.hasError else { return nil }
        var inner = scope
        inner[Self.appliedValueName] = value
        let built = location(call)
        var nodes = try onMadeSyntax(Syntax(call), from: Syntax(function), sameTokens: false) { (translator: inout ViewTranslator) throws(TranslationIssue) in
            try translator.views(call, inner)
        }
        for index in nodes.indices where nodes[index].location == built {
            nodes[index].location = location(function)
        }
        return nodes
    }

    /// The source of the call `function(value)`: `rowView(v)`, `row(for: v)`, `Row(name: v)`.
    private func callText(_ function: ExprSyntax) -> String? {
        let value = Self.appliedValueName
        if let member = function.as(MemberAccessExprSyntax.self), let base = member.base, member.declName.baseName.text == "init" {
            let type = base.trimmedDescription
            let label = member.declName.argumentNames?.arguments.first?.name.text ?? initializerLabel(of: type)
            return label.map { $0 == "_" ? "\(type)(\(value))" : "\(type)(\($0): \(value))" } ?? "\(type)(\(value))"
        }
        let name: String
        let label: String?
        if let reference = function.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            label = reference.argumentNames?.arguments.first?.name.text
        } else if let member = function.as(MemberAccessExprSyntax.self), let base = member.base {
            name = "\(base.trimmedDescription).\(member.declName.baseName.text)"
            label = member.declName.argumentNames?.arguments.first?.name.text
        } else {
            return nil
        }
        guard let label, label != "_" else { return "\(name)(\(value))" }
        return "\(name)(\(label): \(value))"
    }

    /// The label `Row.init` takes its one argument with, for a struct of the source: its
    /// initializer with one parameter without a default, else the memberwise initializer's first
    /// parameter without a default. nil for a type FrameLab does not define (SwiftUI's `Text.init`
    /// takes it unlabeled).
    private func initializerLabel(of type: String) -> String? {
        guard let definition = definitions[type] else { return nil }
        let initializers = definition.initializers + definition.extensionInitializers
        if let single = initializers.first(where: { $0.signature.parameterClause.parameters.filter { $0.defaultValue == nil }.count == 1 }),
            let parameter = single.signature.parameterClause.parameters.first(where: { $0.defaultValue == nil })
        {
            return parameter.firstName.text
        }
        return definition.memberwiseParameters.first { $0.initializer == nil }?.name
    }
}
