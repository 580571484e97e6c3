import LayoutCore
import SwiftSyntax

/// `Section` in its three spellings, and the modifiers that change how a List or Form lays out:
/// `.listStyle`, `.formStyle`, `.listSectionSpacing`, `.listRowSpacing`, `.listRowInsets`,
/// `.headerProminence` and `.environment(\.defaultMinListRowHeight, …)`.
extension ViewTranslator {

    /// `Section("Title") { … }`, `Section { … } header: { … } footer: { … }`,
    /// `Section(header: Text("H"), footer: Text("F")) { … }`.
    mutating func listSection(_ call: FunctionCallExprSyntax, at here: LayoutCore.SourceLocation, _ scope: Scope) -> ViewNode {
        let arguments = CallArguments(call, closureLabels: ["content", "header", "footer"])
        func part(_ label: String) -> ViewNode? {
            guard let item = arguments.labeled(label) else { return nil }
            var views: [ViewNode]
            if let closure = item.expression.as(ClosureExprSyntax.self) {
                views = content(closure.statements, scope: scope)
            } else {
                do { views = try self.views(item.expression, scope) } catch {
                    issues.append(error)
                    views = []
                }
            }
            return views.isEmpty ? nil : Self.single(views, at: location(item.expression))
        }
        var header = part("header")
        if header == nil, let title = arguments.unlabeled.first, !title.isTrailingClosure {
            let text = string(title.expression, scope) ?? title.expression.sourceText
            header = ViewNode(.text(text), location: location(title.expression))
        }
        let footer = part("footer")
        let rows = arguments.closure("content").map { content($0.statements, scope: scope) } ?? []
        let children = (header.map { [$0] } ?? []) + rows + (footer.map { [$0] } ?? [])
        return ViewNode(.listSection(ListSectionSpec(hasHeader: header != nil, hasFooter: footer != nil)), children: children, location: here)
    }

    /// The list modifier `name` stands for; nil (kept inert) when its argument cannot be read.
    mutating func listEnvironment(_ name: String, _ call: FunctionCallExprSyntax, _ scope: Scope) throws(TranslationIssue) -> ListEnvironmentModifier? {
        let arguments = CallArguments(call)
        let first = arguments.unlabeled.first
        switch name {
        case "listStyle", "formStyle":
            guard let first else { throw TranslationIssue(call, "'\(name)' needs a style, e.g. .\(name)(.\(name == "listStyle" ? "plain" : "grouped"))", id: SourceMessages.missingArgument) }
            return .style(modifier: name, name: Self.selectionValue(first.expression, modifier: name))
        case "listSectionSpacing":
            guard let first else { throw TranslationIssue(call, "'listSectionSpacing' needs .default, .compact or a length", id: SourceMessages.missingArgument) }
            switch memberName(first.expression, types: ["ListSectionSpacing"]) {
            case "default": return .sectionSpacing(.standard)
            case "compact": return .sectionSpacing(.compact)
            default: break
            }
            var expression = first.expression
            if let custom = expression.as(FunctionCallExprSyntax.self), memberName(custom.calledExpression, types: ["ListSectionSpacing"]) == "custom",
                let value = custom.arguments.first?.expression {
                expression = value
            }
            let item = CallArguments.Item(label: nil, expression: expression, isTrailingClosure: false, anchor: Syntax(expression))
            return try length(item, scope).map { .sectionSpacing(.custom($0)) }
        case "listRowSpacing":
            return try length(first, scope).map { .rowSpacing($0) }
        case "listRowInsets":
            guard let first else { throw TranslationIssue(call, "'listRowInsets' needs EdgeInsets or nil", id: SourceMessages.missingArgument) }
            if first.expression.is(NilLiteralExprSyntax.self) { return .rowInsets(nil) }
            guard let insets = try edgeInsetsValue(first.expression, scope) else { return nil }
            return .rowInsets(insets)
        case "headerProminence":
            guard let first, let value = memberName(first.expression, types: ["Prominence"]) else {
                throw TranslationIssue(call, "'headerProminence' needs .standard or .increased", id: SourceMessages.invalidArgument)
            }
            return .headerProminence(increased: value == "increased")
        default:
            return nil
        }
    }

    /// `.environment(\.defaultMinListRowHeight, 60)`; nil for any other environment value.
    mutating func listEnvironmentValue(_ call: FunctionCallExprSyntax, receiver: ViewNode, at location: LayoutCore.SourceLocation, _ scope: Scope) throws(TranslationIssue) -> ViewNode? {
        let arguments = CallArguments(call).unlabeled
        guard arguments.count == 2,
              arguments[0].expression.sourceText.replacingOccurrences(of: " ", with: "") == "\\.defaultMinListRowHeight",
              let height = try length(arguments[1], scope)
        else { return nil }
        return ViewNode(.listEnvironment(.minimumRowHeight(height)), children: [receiver], location: location)
    }

    /// `EdgeInsets(top:leading:bottom:trailing:)` (missing labels are 0), `EdgeInsets()`, `.init(…)`.
    private mutating func edgeInsetsValue(_ expression: ExprSyntax, _ scope: Scope) throws(TranslationIssue) -> EdgeInsets? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
              ["EdgeInsets", ".init", "SwiftUI.EdgeInsets"].contains(call.calledExpression.sourceText)
        else {
            warn(expression, SourceMessages.valueIgnored, "FrameLab cannot read '\(expression.sourceText)' as EdgeInsets; write EdgeInsets(top:leading:bottom:trailing:) in the source. The row keeps the style's insets")
            return nil
        }
        let arguments = CallArguments(call)
        checkArguments(arguments, allowed: ["top", "leading", "bottom", "trailing"], of: "EdgeInsets")
        return EdgeInsets(
            top: try length(arguments.labeled("top"), scope) ?? 0, leading: try length(arguments.labeled("leading"), scope) ?? 0,
            bottom: try length(arguments.labeled("bottom"), scope) ?? 0, trailing: try length(arguments.labeled("trailing"), scope) ?? 0)
    }
}
