import LayoutCore
import SwiftSyntax

/// `UIFontMetrics.default.scaledValue(for: 32)` and `UIFontMetrics(forTextStyle: .title2)
/// .scaledValue(for: 24)`: UIKit's way to scale a length with the Dynamic Type size, as
/// `@ScaledMetric` does (body when no style is named), by the same table and rounded to the
/// device's pixel grid (`ScaledMetric`). It was a value FrameLab could not know, so a design
/// system's step circles (`.frame(width: stepSize, height: stepSize)` with `stepSize` scaled from
/// 32) lost their frame (issue 26's wave-7 sample).
extension ViewTranslator {
    /// The scaled length, or nil when `expression` is not such a call (or its length or style
    /// cannot be read).
    func fontMetricsValue(_ expression: ExprSyntax, _ scope: Scope) -> SwiftValue? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "scaledValue",
              call.arguments.count == 1, let length = call.arguments.first, length.label?.text == "for",
              let metrics = member.base else { return nil }
        var style = TextStyle.body
        if metrics.sourceText != "UIFontMetrics.default" {
            guard let made = metrics.as(FunctionCallExprSyntax.self), made.calledExpression.sourceText == "UIFontMetrics",
                  made.arguments.count == 1, let first = made.arguments.first, first.label?.text == "forTextStyle",
                  let named = Self.textStyle(first.expression) else { return nil }
            style = named
        }
        let value: Double
        switch try? evaluate(length.expression, scope) {
        case .number(let number)?: value = number
        case .int(let number)?: value = Double(number)
        default: return nil
        }
        let environment = options.environment
        let scaled = TextStyleTable.platform(environment.idiom)
            .scaledMetric(value, relativeTo: style, at: translatedDynamicTypeSize)
        let scale = environment.displayScale
        guard scale.isFinite, scale > 0, scaled.isFinite else { return .number(scaled) }
        return .number((scaled * scale).rounded() / scale)
    }
}
