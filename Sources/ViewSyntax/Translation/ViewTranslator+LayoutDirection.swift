import LayoutCore
import SwiftSyntax

/// `.environment(\.layoutDirection, .rightToLeft)`: the one environment value that changes layout,
/// so it becomes a layout node (`ViewKind.layoutDirection`) that places its subtree mirrored.
/// `.flipsForRightToLeftLayoutDirection(_:)` only flips how a view is drawn and stays inert.
extension ViewTranslator {
    /// The layout-direction node for an `.environment(\.layoutDirection, …)` call; nil for any
    /// other environment value (or a direction FrameLab cannot evaluate).
    func layoutDirectionEnvironment(_ call: FunctionCallExprSyntax, receiver: ViewNode, at location: LayoutCore.SourceLocation) -> ViewNode? {
        let arguments = CallArguments(call).unlabeled
        guard arguments.count == 2,
              arguments[0].expression.sourceText.replacingOccurrences(of: " ", with: "") == "\\.layoutDirection" else { return nil }
        let value = arguments[1].expression.sourceText
        let name = value.split(separator: ".").last.map(String.init) ?? value
        guard let direction = LayoutDirection(name: name) else { return nil }
        return ViewNode(.layoutDirection(direction), children: [receiver], location: location)
    }
}
