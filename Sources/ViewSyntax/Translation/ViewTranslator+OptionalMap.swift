import LayoutCore
import SwiftSyntax

/// `subtitle.map { Text($0) }`, `icon.map(Image.init(systemName:))` written where a view goes: an
/// optional view (an `Array`'s `map` is no view), which SwiftUI draws once when the optional has a
/// value and not at all when it is nil.
extension ViewTranslator {
    /// The views of `base.map(transform)`: none when `base` is nil, the transform's views once for
    /// a value FrameLab knows or a placeholder, and for a value it cannot know too, assumed present,
    /// with a warning. nil when the call is not a `map` with one closure or function reference.
    mutating func optionalMapViews(_ call: FunctionCallExprSyntax, base: ExprSyntax, _ scope: Scope) throws(TranslationIssue) -> [ViewNode]? {
        let arguments = CallArguments(call)
        guard arguments.items.count == 1, let transform = arguments.items.first, transform.label == nil else { return nil }
        let closure = transform.expression.as(ClosureExprSyntax.self)
        guard closure != nil || Self.isFunctionReference(transform.expression) else { return nil }
        let value: ScopeValue
        switch resolve(base, scope) {
        case .nilValue?:
            return []
        case .unknown?, nil:
            warnUnknown(base, "FrameLab cannot know whether '\(Self.short(base))' has a value; it lays out the view of '.map' as if it had one, a guess")
            value = .opaque(typeName: "the value of '\(Self.short(base))', which FrameLab cannot know")
        case let known?:
            value = known
        }
        if let closure {
            return try builderViews(closure, captured: scope, call: nil, arguments: [value])
        }
        return try appliedViews(transform.expression, to: value, scope)
    }
}
