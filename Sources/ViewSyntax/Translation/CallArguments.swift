import SwiftSyntax

/// The arguments of a call, in parentheses and as trailing closures, with the unlabeled first
/// trailing closure given the label of the parameter it binds to.
struct CallArguments {
    struct Item {
        var label: String?
        var expression: ExprSyntax
        var isTrailingClosure: Bool
        /// The label token, or the expression when there is none: where diagnostics point.
        var anchor: Syntax
    }

    var items: [Item] = []

    init() {}

    /// `closureLabels` lists the closure parameters in order; the first trailing closure binds
    /// to the first of them not already given in parentheses.
    init(_ call: FunctionCallExprSyntax, closureLabels: [String] = []) {
        for argument in call.arguments {
            let label = argument.label?.text
            items.append(Item(label: label, expression: argument.expression, isTrailingClosure: false,
                              anchor: argument.label.map(Syntax.init) ?? Syntax(argument.expression)))
        }
        if let closure = call.trailingClosure {
            let given = Set(items.compactMap(\.label))
            let label = closureLabels.first { !given.contains($0) }
            items.append(Item(label: label, expression: ExprSyntax(closure), isTrailingClosure: true, anchor: Syntax(closure)))
        }
        for extra in call.additionalTrailingClosures {
            items.append(Item(label: extra.label.text, expression: ExprSyntax(extra.closure), isTrailingClosure: true, anchor: Syntax(extra.label)))
        }
    }

    func labeled(_ label: String) -> Item? {
        items.first { $0.label == label }
    }

    /// Unlabeled arguments in order (trailing closures without a resolved label included last).
    var unlabeled: [Item] { items.filter { $0.label == nil } }

    func first(_ labels: String...) -> Item? {
        for label in labels { if let item = labeled(label) { return item } }
        return nil
    }

    func closure(_ label: String) -> ClosureExprSyntax? {
        labeled(label)?.expression.as(ClosureExprSyntax.self)
    }

    /// Arguments whose label is not in `allowed` (nil stands for unlabeled).
    func unexpected(_ allowed: Set<String?>) -> [Item] {
        items.filter { !allowed.contains($0.label) }
    }
}
