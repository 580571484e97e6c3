import LayoutCore
import SwiftSyntax

/// Modifiers that fill a closure part of a described view: `KFImage(url).placeholder {
/// ProgressView() }`. Kingfisher, SDWebImageSwiftUI and Nuke set a remote image's placeholder with
/// a modifier where `AsyncImage` and `CachedAsyncImage` take a `placeholder:` closure; both are the
/// view iOS shows before the image loads, the only state FrameLab lays out (it loads no URL).
extension ViewTranslator {
    /// The receiver with the modifier's trailing closure as its part `name`, when the receiver is
    /// a view kind listing `name` among its closure parts (`closures: [placeholder]`) and not yet
    /// given it; nil for any other modifier, receiver, or a closure that builds no view.
    mutating func closurePartModifier(_ name: String, _ call: FunctionCallExprSyntax, receiver: ViewNode, _ scope: Scope) throws(TranslationIssue) -> ViewNode? {
        guard case .control(var control) = receiver.kind, control.customStyle == nil,
              control.kind.parts.closures.contains(name), !control.parts.contains(name),
              call.arguments.isEmpty, let closure = call.trailingClosure else { return nil }
        let views = try builderViews(closure, captured: scope, call: nil, arguments: [.unknown("a value the view passes to its closure, which FrameLab does not evaluate")])
        guard !Self.buildsNothing(views) else { return nil }
        control.parts += Array(repeating: name, count: views.count)
        control.arguments.insert(name)
        var node = receiver
        node.kind = .control(control)
        node.children += views
        return node
    }
}
