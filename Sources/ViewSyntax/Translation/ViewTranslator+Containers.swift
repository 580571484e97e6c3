import LayoutCore
import SwiftSyntax

/// Containers whose behaviour comes from a `ContainerKind` of the profile registry.
extension ViewTranslator {
    mutating func container(_ kind: ContainerKind, name: String, call: FunctionCallExprSyntax, at anchor: Syntax, _ scope: Scope) throws(TranslationIssue) -> ViewNode {
        let here = location(anchor)
        var node = ContainerNode(kind: kind, viewName: name)
        var children: [ViewNode] = []
        switch kind.strategy {
        case .splitColumns:
            let arguments = CallArguments(call, closureLabels: ["sidebar", "content", "detail"])
            for label in ["sidebar", "content", "detail"] {
                guard let closure = arguments.closure(label) else { continue }
                let column = content(closure.statements, scope: scope)
                children.append(column.count == 1 ? column[0] : ViewNode(.group, children: column, location: location(closure)))
            }
            if arguments.closure("detail") == nil {
                throw TranslationIssue(call, "'\(name)' needs a 'detail:' column", id: SourceMessages.missingArgument)
            }
        case .scroll:
            let arguments = CallArguments(call, closureLabels: ["content"])
            if let axes = arguments.unlabeled.first(where: { !$0.isTrailingClosure }) ?? arguments.labeled("axes") {
                node.scrollAxes = try axisSet(axes, scope)
            }
            children = arguments.closure("content").map { content($0.statements, scope: scope) } ?? []
        default:
            let arguments = CallArguments(call, closureLabels: ["content"])
            if kind.strategy == .list, arguments.closure("content") == nil, let data = arguments.unlabeled.first(where: { !$0.isTrailingClosure }),
                let rowContent = arguments.labeled("rowContent")?.expression
            {
                // `List(items, rowContent: { … })`, `List(items, id: \.self, rowContent: row)`: the rows.
                let elements = try elements(of: data.expression, scope)
                let rows: [ViewNode]
                if let closure = rowContent.as(ClosureExprSyntax.self) {
                    rows = try repeated(closure, over: elements, scope)
                } else {
                    rows = try repeated(applying: rowContent, over: elements, scope)
                }
                children = [ViewNode(.forEach, children: rows, location: location(data.expression))]
                break
            }
            if arguments.closure("content") == nil, !arguments.unlabeled.contains(where: { !$0.isTrailingClosure }) {
                children = try contentArgumentViews(arguments, scope)
                if !children.isEmpty { break }
            }
            guard let closure = arguments.closure("content") else { break }
            if kind.strategy == .list, let data = arguments.unlabeled.first(where: { !$0.isTrailingClosure }) {
                let rows = try repeated(closure, over: elements(of: data.expression, scope), scope)
                children = [ViewNode(.forEach, children: rows, location: location(data.expression))]
            } else {
                children = content(closure.statements, scope: scope)
            }
        }
        return ViewNode(.container(node), children: children, location: here)
    }

    /// `LazyHStack(spacing: s, content: self.content)`, `Section(content: rows)`: the views of a
    /// `content:` argument that is not a closure written there (the closure a property holds, or a
    /// stand-in with a warning when nobody gave it); it was no content, silently (an empty stack).
    mutating func contentArgumentViews(_ arguments: CallArguments, _ scope: Scope) throws(TranslationIssue) -> [ViewNode] {
        guard let item = arguments.labeled("content"), !item.expression.is(ClosureExprSyntax.self) else { return [] }
        return try views(item.expression, scope)
    }
}
