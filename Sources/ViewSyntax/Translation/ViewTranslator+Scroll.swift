import LayoutCore
import SwiftSyntax

/// `contentMargins`, `scrollTargetBehavior`, `scrollTargetLayout` and `scrollClipDisabled`.
extension ViewTranslator {

    mutating func scrollModifier(_ name: String, _ call: FunctionCallExprSyntax, receiver: ViewNode, at here: LayoutCore.SourceLocation, _ scope: Scope) throws(TranslationIssue) -> ViewNode {
        let arguments = CallArguments(call)
        func wrap(_ modifier: ScrollModifier, around child: ViewNode = receiver) -> ViewNode {
            ViewNode(.scrollModifier(modifier), children: [child], location: here)
        }
        switch name {
        case "scrollTargetLayout":
            checkArguments(arguments, allowed: ["isEnabled"], of: name)
            return try bool(arguments.labeled("isEnabled"), default: true, scope) ? wrap(.targetLayout) : receiver
        case "scrollClipDisabled":
            checkArguments(arguments, allowed: [], unlabeled: 1, of: name)
            return wrap(.clipDisabled(try bool(arguments.unlabeled.first, default: true, scope)))
        case "scrollTargetBehavior":
            checkArguments(arguments, allowed: [], unlabeled: 1, of: name)
            guard let item = arguments.unlabeled.first else { throw TranslationIssue(call, "'scrollTargetBehavior' needs a behavior: .paging or .viewAligned", id: SourceMessages.missingArgument) }
            guard let behavior = try scrollTargetBehavior(item.expression) else {
                var kept = receiver
                kept.inertModifiers.append(InertModifier(name: name, arguments: Self.argumentText(call)))
                return kept
            }
            return wrap(.targetBehavior(behavior))
        default:
            return try contentMargins(arguments, receiver: receiver, wrap: wrap, scope)
        }
    }

    /// `.paging`, `.viewAligned`, `.viewAligned(limitBehavior: .always)`; a custom behaviour
    /// (a type of the user's) is kept with a warning and returns nil.
    private mutating func scrollTargetBehavior(_ expression: ExprSyntax) throws(TranslationIssue) -> ScrollTargetBehavior? {
        let names = ["paging", "viewAligned"]
        var base = expression
        var limit = ViewAlignedLimit.automatic
        if let call = expression.as(FunctionCallExprSyntax.self) {
            base = call.calledExpression
            let parts = CallArguments(call)
            checkArguments(parts, allowed: ["limitBehavior"], of: "viewAligned")
            if let item = parts.labeled("limitBehavior") {
                let limits = ViewAlignedLimit.allCases.map(\.rawValue)
                guard let name = memberName(item.expression, types: ["ViewAlignedScrollTargetBehavior.LimitBehavior"]), let value = ViewAlignedLimit(rawValue: name) else {
                    throw TranslationIssue(item.expression, "'\(item.expression.sourceText)' is not a limit behavior" + Self.suggestion(item.expression, limits), id: SourceMessages.invalidArgument)
                }
                limit = value
            }
        }
        let typeNames: Set<String> = ["ScrollTargetBehavior", "PagingScrollTargetBehavior", "ViewAlignedScrollTargetBehavior"]
        switch memberName(base, types: typeNames) ?? base.sourceText {
        case "paging", "PagingScrollTargetBehavior": return .paging
        case "viewAligned", "ViewAlignedScrollTargetBehavior": return .viewAligned(limit: limit)
        default:
            if base.is(MemberAccessExprSyntax.self) {
                throw TranslationIssue(base, "'\(base.sourceText)' is not a scroll target behavior" + Self.suggestion(base, names), id: SourceMessages.invalidArgument)
            }
            warnUnknown(expression, "FrameLab cannot run the custom scroll target behavior '\(expression.sourceText)'; the scroll view scrolls freely in the explanation")
            return nil
        }
    }

    /// `contentMargins(length, for:)`, `contentMargins(edges, length, for:)`, `contentMargins(EdgeInsets(…), for:)`.
    private mutating func contentMargins(_ arguments: CallArguments, receiver: ViewNode, wrap: (ScrollModifier, ViewNode) -> ViewNode, _ scope: Scope) throws(TranslationIssue) -> ViewNode {
        checkArguments(arguments, allowed: ["for"], unlabeled: 2, of: "contentMargins")
        var placement = ContentMarginPlacement.automatic
        if let item = arguments.labeled("for") {
            let names = ContentMarginPlacement.allCases.map(\.rawValue)
            guard let name = memberName(item.expression, types: ["ContentMarginPlacement"]), let value = ContentMarginPlacement(rawValue: name) else {
                throw TranslationIssue(item.expression, "'\(item.expression.sourceText)' is not a ContentMarginPlacement" + Self.suggestion(item.expression, names), id: SourceMessages.invalidArgument)
            }
            placement = value
        }
        let unlabeled = arguments.unlabeled
        guard let first = unlabeled.first else { return wrap(.contentMargins(ContentMargins(edges: .all, length: nil, placement: placement)), receiver) }
        if let insets = first.expression.as(FunctionCallExprSyntax.self), insets.calledExpression.sourceText == "EdgeInsets" {
            let parts = CallArguments(insets)
            var node = receiver
            for edge in Edge.allCases {
                let value = try length(parts.labeled(edge.rawValue), scope) ?? 0
                node = wrap(.contentMargins(ContentMargins(edges: EdgeSet(edge), length: value, placement: placement)), node)
            }
            return node
        }
        if unlabeled.count >= 2 {
            return wrap(.contentMargins(ContentMargins(edges: try edgeSet(first, scope), length: try length(unlabeled[1], scope), placement: placement)), receiver)
        }
        return wrap(.contentMargins(ContentMargins(edges: .all, length: try length(first, scope), placement: placement)), receiver)
    }

    private static func suggestion(_ expression: ExprSyntax, _ names: [String]) -> String {
        let given = expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? expression.sourceText
        if let closest = NameSuggestion.closest(to: given, in: names) { return "; did you mean '.\(closest)'?" }
        return "; use one of " + names.map { "." + $0 }.joined(separator: ", ")
    }
}
