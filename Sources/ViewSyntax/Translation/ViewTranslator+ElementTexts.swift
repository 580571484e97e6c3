import LayoutCore
import SwiftSyntax

/// `ForEach` content that uses its element only inside `Text` string literals
/// (`ForEach(0..<500) { index in VStack { Image(…); Text("Photo \(index)") } }`): every copy has
/// the first copy's views, so the first is translated and the others are that copy with those
/// texts written again, instead of the whole closure being translated once per element.
extension ViewTranslator {
    /// The copies for `values` after the first, or nil when the element is used anywhere else,
    /// or the first copy is not what this expects (a `Text` of the user's own, say).
    mutating func copiesChangingTexts(_ first: [ViewNode], _ closure: ClosureExprSyntax, over values: ArraySlice<ScopeValue>, firstValue: ScopeValue, _ scope: Scope) -> [ViewNode]? {
        let names = Self.parameterNames(closure)
        guard names.count == 1, let parameter = names.first, parameter != "_",
              let calls = Self.textsUsingOnly(parameter, in: closure), !calls.isEmpty else { return nil }
        func texts(for value: ScopeValue) -> [LayoutCore.SourceLocation: ViewKind]? {
            var bound = scope
            bound[parameter] = value
            var texts: [LayoutCore.SourceLocation: ViewKind] = [:]
            for call in calls {
                guard let text = try? textContent(call, bound) else { return nil }
                texts[location(call)] = text
            }
            return texts
        }
        // The first copy must hold each of those Texts as a text node, written as this would write it.
        guard let firstTexts = texts(for: firstValue) else { return nil }
        var found: Set<LayoutCore.SourceLocation> = []
        func check(_ node: ViewNode) -> Bool {
            if case .text = node.kind, let location = node.location, let expected = firstTexts[location] {
                guard node.kind == expected else { return false }
                found.insert(location)
            }
            return node.children.allSatisfy(check)
        }
        guard first.allSatisfy(check), found.count == firstTexts.count else { return nil }
        var copies: [ViewNode] = []
        copies.reserveCapacity(first.count * values.count)
        for value in values {
            guard let newTexts = texts(for: value) else { return nil }
            copies.append(contentsOf: first.map { Self.replacingTexts($0, newTexts) })
        }
        return copies
    }

    private static func replacingTexts(_ node: ViewNode, _ texts: [LayoutCore.SourceLocation: ViewKind]) -> ViewNode {
        var node = node
        if case .text = node.kind, let location = node.location, let text = texts[location] {
            node.kind = text
        }
        if !node.children.isEmpty {
            node.children = node.children.map { replacingTexts($0, texts) }
        }
        return node
    }

    /// The `Text("…")` calls whose literal interpolates `parameter`, when that is every use of it
    /// in the closure and each interpolation of those literals is `parameter` alone; nil otherwise
    /// (a `let` or closure parameter of the same name, a use in a condition, `\(index + 1)`).
    static func textsUsingOnly(_ parameter: String, in closure: ClosureExprSyntax) -> [FunctionCallExprSyntax]? {
        var calls: [SyntaxIdentifier: FunctionCallExprSyntax] = [:]
        for token in closure.statements.tokens(viewMode: .sourceAccurate) where token.text == parameter {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
                  let segment = reference.parent?.parent?.parent?.as(ExpressionSegmentSyntax.self),
                  let literal = segment.parent?.parent?.as(StringLiteralExprSyntax.self),
                  let argument = literal.parent?.as(LabeledExprSyntax.self), argument.label == nil,
                  let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                  call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Text",
                  call.arguments.first?.id == argument.id, call.arguments.count == 1
            else { return nil }
            for piece in literal.segments {
                if case .expressionSegment(let other) = piece {
                    guard other.expressions.count == 1, let only = other.expressions.first, only.label == nil,
                          let name = only.expression.as(DeclReferenceExprSyntax.self), name.argumentNames == nil,
                          name.baseName.text == parameter else { return nil }
                }
            }
            calls[call.id] = call
        }
        return calls.values.sorted { $0.position < $1.position }
    }
}
