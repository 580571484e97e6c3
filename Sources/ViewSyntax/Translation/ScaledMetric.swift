import LayoutCore
import SwiftSyntax

/// `@ScaledMetric`: a stored number scaled for the Dynamic Type size the source is translated for
/// (the environment's, or a `.dynamicTypeSize(…)` written around the instance),
/// by the same table text uses (`TextStyleTable.scaledMetric`). The instance scope calls this for
/// a property whose wrapper is `@ScaledMetric` once its default value is known.
enum ScaledMetric {
    /// `value` scaled when `wrapper` is `@ScaledMetric` or `@ScaledMetric(relativeTo: .style)`
    /// (body when no style is named); nil for any other wrapper.
    static func scaled(_ value: Double, wrapper: AttributeSyntax, in environment: SourceEnvironment, at dynamicTypeSize: DynamicTypeSize? = nil) -> Double? {
        let name = wrapper.attributeName.sourceText
        guard name == "ScaledMetric" || name == "SwiftUI.ScaledMetric" else { return nil }
        var style = TextStyle.body
        if case .argumentList(let arguments)? = wrapper.arguments,
            let relative = arguments.first(where: { $0.label?.text == "relativeTo" }),
            let named = ViewTranslator.textStyle(relative.expression) {
            style = named
        }
        let table = TextStyleTable.platform(environment.idiom)
        return table.scaledMetric(value, relativeTo: style, at: dynamicTypeSize ?? environment.dynamicTypeSize)
    }
}
