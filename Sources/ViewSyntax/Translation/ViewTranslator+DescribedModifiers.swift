import LayoutCore
import SwiftSyntax

/// Modifiers described by a `LayoutModifier` (`ModifierTable`): one generic path reads the call's
/// arguments by the parameters the description declares and wraps the receiver in the node it builds.
extension ViewTranslator {
    mutating func describedModifier(_ description: ModifierDescription, _ name: String, _ call: FunctionCallExprSyntax, receiver: ViewNode, at here: LayoutCore.SourceLocation, _ scope: Scope) throws(TranslationIssue) -> ViewNode {
        let arguments = CallArguments(call)
        let unlabeledParameters = description.parameters.filter { $0.label == nil }
        checkArguments(arguments, allowed: Set(description.parameters.compactMap(\.label)), unlabeled: unlabeledParameters.count, of: name)
        var values = ModifierArguments(name: name)
        for item in arguments.items {
            if let label = item.label {
                guard let parameter = description.parameters.first(where: { $0.label == label }) else { continue }
                values.labeled[label] = try argumentValue(item, parameter.type, scope)
            } else if values.unlabeled.count < unlabeledParameters.count {
                values.unlabeled.append(try argumentValue(item, unlabeledParameters[values.unlabeled.count].type, scope))
            }
        }
        do throws(ModifierArgumentError) {
            return ViewNode(try description.build(values), children: [receiver], location: here)
        } catch {
            throw TranslationIssue(call, DiagnosticText(verbatim: error.message), id: error.isMissing ? SourceMessages.missingArgument : SourceMessages.invalidArgument)
        }
    }

    /// One argument read as `type`; nil for a value FrameLab cannot know (its reader has warned).
    private mutating func argumentValue(_ item: CallArguments.Item, _ type: ModifierArgumentType, _ scope: Scope) throws(TranslationIssue) -> ModifierArgumentValue? {
        switch type {
        case .length: return try length(item, scope).map { .length($0) }
        case .point:
            return try pair(item, "CGPoint", "x", "y", scope).map { .point(Point(x: $0, y: $1)) }
        case .size:
            return try pair(item, "CGSize", "width", "height", scope).map { .size(Size(width: $0, height: $1)) }
        case .bool: return .bool(try bool(item, default: true, scope))
        case .integer: return .integer(try integer(item, scope))
        case .edgeSet: return .edgeSet(try edgeSet(item, scope))
        case .axisSet: return .axisSet(try axisSet(item, scope))
        case .alignment: return .alignment(try alignment(item, scope))
        case .contentMode: return .contentMode(try contentMode(item))
        case .unitPoint: return try unitPoint(item, scope).map { .unitPoint($0) }
        case .scale:
            if let call = item.expression.as(FunctionCallExprSyntax.self), ["CGSize", ".init", "CGSize.init"].contains(call.calledExpression.sourceText) {
                return try pair(item, "CGSize", "width", "height", scope).map { .size(Size(width: $0, height: $1)) }
            }
            return try length(item, scope).map { .size(Size(width: $0, height: $0)) }
        case .ratio:
            // `aspectRatio(CGSize(width: 16, height: 9))`: width / height, when both are known.
            if let size = item.expression.as(FunctionCallExprSyntax.self), size.calledExpression.sourceText == "CGSize" {
                let parts = CallArguments(size)
                guard let width = try length(parts.labeled("width"), scope), let height = try length(parts.labeled("height"), scope) else { return nil }
                return .length(width / height)
            }
            return try length(item, scope).map { .length($0) }
        }
    }

    /// `.center`, `.topLeading`, … and `.zero` (the nine named alignments' corners and centres as
    /// fractions), `UnitPoint(x: 0.2, y: 1)`, `.init(x:y:)`; nil with a warning for another value.
    private mutating func unitPoint(_ item: CallArguments.Item, _ scope: Scope) throws(TranslationIssue) -> Point? {
        let expression = item.expression
        if let name = memberName(expression, types: ["UnitPoint", "SwiftUI.UnitPoint"]) {
            if name == "zero" { return Point(x: 0, y: 0) }
            if let named = Alignment.named.first(where: { $0.name == name }) {
                return Point(x: named.alignment.horizontal.fraction, y: named.alignment.vertical.fraction)
            }
        }
        return try pair(item, "UnitPoint", "x", "y", scope).map { Point(x: $0, y: $1) }
    }

    /// `CGPoint(x: 1, y: 2)`, `.init(x: 1, y: 2)`, `.zero` (and the same for `CGSize`).
    private mutating func pair(_ item: CallArguments.Item, _ typeName: String, _ first: String, _ second: String, _ scope: Scope) throws(TranslationIssue) -> (Double, Double)? {
        let expression = item.expression
        if memberName(expression, types: [typeName]) == "zero" { return (0, 0) }
        if let call = expression.as(FunctionCallExprSyntax.self), [typeName, ".init", "\(typeName).init"].contains(call.calledExpression.sourceText) {
            let parts = CallArguments(call)
            return (try length(parts.labeled(first), scope) ?? 0, try length(parts.labeled(second), scope) ?? 0)
        }
        warnUnknown(expression, "FrameLab cannot know the \(typeName) '\(Self.short(expression))'; it ignores \(item.label.map { "'\($0):'" } ?? "this argument") for layout")
        return nil
    }
}
