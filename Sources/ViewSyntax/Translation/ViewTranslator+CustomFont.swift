import LayoutCore
import SwiftSyntax

/// Fonts FrameLab has no metrics for but whose size the source states: `.custom("Onest", size: 34)`
/// (a font bundled with the app), or an app's own font function given a size
/// (`.font(.onestBold(size: 32))`, defined in another file). Their text is measured in the system
/// font at that size and weight, a guess with a warning: the glyphs' widths differ from font to
/// font, but the line's height follows the size, which keeps a 34-pt title from being measured as
/// 17-pt body text (the font in effect) as it was.
extension ViewTranslator {
    /// The stand-in system font for `expression`, and the warning's wording; nil when the
    /// expression states no size FrameLab can compute.
    mutating func customFontStandIn(_ expression: ExprSyntax, _ scope: Scope) -> (SystemFont, DiagnosticText)? {
        var current = expression
        var weight: String?
        // `.custom("Onest", size: 34).weight(.bold)`, `….bold()`: the weight, outermost first.
        while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base, ["weight", "bold"].contains(member.declName.baseName.text)
        {
            if weight == nil {
                weight = member.declName.baseName.text == "bold" ? "bold" : call.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            }
            current = base
        }
        guard let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base == nil || ["Font", "SwiftUI.Font"].contains(member.base?.trimmedDescription ?? "")
        else { return nil }
        let function = member.declName.baseName.text
        let arguments = CallArguments(call)
        guard let sizeItem = arguments.labeled("size") ?? arguments.labeled("fixedSize"),
            let size = try? length(sizeItem, scope), size > 0
        else { return nil }
        if weight == nil, let value = arguments.labeled("weight")?.expression.as(MemberAccessExprSyntax.self) {
            weight = value.declName.baseName.text
        }
        let points = Self.points(size)
        if function == "custom", let name = arguments.unlabeled.first.flatMap({ string($0.expression, scope) }) {
            return (SystemFont(size: size, weight: weight), DiagnosticText(verbatim:
                "FrameLab has no metrics for the custom font '\(name)'; it measures the text in the system font at \(points) pt, the size given (a guess: the widths differ from font to font)"))
        }
        return (SystemFont(size: size, weight: weight), DiagnosticText(verbatim:
            "FrameLab cannot see the font '\(Self.short(expression))'; it measures the text in the system font at \(points) pt, its size argument (a guess)"))
    }

    private static func points(_ size: Double) -> String {
        size == size.rounded() ? String(Int(size)) : String(size)
    }
}
