import LayoutCore
import SwiftSyntax

/// `HStackLayout`, `VStackLayout`, `ZStackLayout`, `GridLayout` and `AnyLayout`: a layout value
/// (possibly chosen by a condition, `sizeClass == .regular ? AnyLayout(HStackLayout()) :
/// AnyLayout(VStackLayout())`) called with content lays the content out as that stack or grid.
extension ViewTranslator {
    static let layoutTypeNames: Set<String> = ["HStackLayout", "VStackLayout", "ZStackLayout", "GridLayout", "AnyLayout"]

    /// The kind a layout expression stands for; nil when it is not a layout.
    mutating func layoutKind(_ expression: ExprSyntax, _ scope: Scope) throws(TranslationIssue) -> ViewKind? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            if case .layout(let kind) = scope[reference.baseName.text] { return kind }
            return nil
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return try layoutKind(only.expression, scope)
        }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            guard try layoutKind(ternary.thenExpression, scope) != nil else { return nil }
            let takeThen = try condition(ternary.condition, scope)
            return try layoutKind(takeThen ? ternary.thenExpression : ternary.elseExpression, scope)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, let kind = try customLayoutKind(name, call, scope)
        {
            return kind
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, Self.layoutTypeNames.contains(name)
        else { return nil }
        return try layoutKind(name, call, scope)
    }

    private mutating func layoutKind(_ name: String, _ call: FunctionCallExprSyntax, _ scope: Scope) throws(TranslationIssue) -> ViewKind {
        let arguments = CallArguments(call, closureLabels: ["content"])
        switch name {
        case "AnyLayout":
            guard let first = arguments.unlabeled.first, let kind = try layoutKind(first.expression, scope) else {
                throw TranslationIssue(call, "FrameLab reads AnyLayout(HStackLayout()), AnyLayout(VStackLayout()), AnyLayout(ZStackLayout()), AnyLayout(GridLayout()) or AnyLayout(MyLayout()) with MyLayout a Layout of the source", id: SourceMessages.unsupportedConstruct)
            }
            return kind
        case "HStackLayout":
            checkArguments(arguments, allowed: ["alignment", "spacing", "content"], of: name)
            return .hStack(alignment: try verticalAlignment(arguments.labeled("alignment")), spacing: try length(arguments.labeled("spacing"), scope))
        case "VStackLayout":
            checkArguments(arguments, allowed: ["alignment", "spacing", "content"], of: name)
            return .vStack(alignment: try horizontalAlignment(arguments.labeled("alignment")), spacing: try length(arguments.labeled("spacing"), scope))
        case "ZStackLayout":
            checkArguments(arguments, allowed: ["alignment", "content"], of: name)
            return .zStack(alignment: try alignment(arguments.labeled("alignment")))
        default:
            checkArguments(arguments, allowed: ["alignment", "horizontalSpacing", "verticalSpacing", "content"], of: name)
            return .grid(GridSpec(
                alignment: try alignment(arguments.labeled("alignment")),
                horizontalSpacing: try length(arguments.labeled("horizontalSpacing"), scope),
                verticalSpacing: try length(arguments.labeled("verticalSpacing"), scope)))
        }
    }

    /// `HStackLayout(spacing: 4) { … }` and `AnyLayout(VStackLayout()) { … }` used as views.
    mutating func layoutView(_ name: String, call: FunctionCallExprSyntax, at here: LayoutCore.SourceLocation, _ scope: Scope) throws(TranslationIssue) -> ViewNode {
        var bare = call
        bare.trailingClosure = nil
        bare.additionalTrailingClosures = []
        let kind = try layoutKind(name, bare, scope)
        return try layoutView(kind, call: call, at: here, scope)
    }

    /// A layout value called with its content.
    mutating func layoutView(_ kind: ViewKind, call: FunctionCallExprSyntax?, at here: LayoutCore.SourceLocation, _ scope: Scope) throws(TranslationIssue) -> ViewNode {
        guard let closure = call?.trailingClosure else {
            throw TranslationIssue(call.map(Syntax.init) ?? Syntax(TokenSyntax.identifier("layout")), "a layout lays out views: call it with its content, 'layout { … }'", id: SourceMessages.notAView)
        }
        return ViewNode(kind, children: content(closure.statements, scope: scope), location: here)
    }
}
